/** Spec §9 chart ranges of the swap page's price chart, in seconds, and how many points each shows. */
export const CHART_RANGES = { '1W': 7 * 24 * 3600, '1M': 30 * 24 * 3600 } as const
export type ChartRange = keyof typeof CHART_RANGES

/** Points sampled over a range: enough for a readable line, few enough for one round of reads. */
export const CHART_POINTS = 32
