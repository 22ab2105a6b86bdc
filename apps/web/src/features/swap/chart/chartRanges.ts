/**
 * Spec §9 chart ranges of the swap page's price chart, in seconds, and which indexed rollup each
 * reads: a week of hours (up to 168 points), a month of days (up to 30).
 */
export const CHART_RANGES = { '1W': 7 * 24 * 3600, '1M': 30 * 24 * 3600 } as const
export type ChartRange = keyof typeof CHART_RANGES

export const CHART_PERIOD: Record<ChartRange, 'hour' | 'day'> = { '1W': 'hour', '1M': 'day' }
