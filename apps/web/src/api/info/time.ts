/** Seconds in an hour and a day: the buckets of the index's hourly and daily rollups. */
export const HOUR = 3600
export const DAY = 86_400
