/** How a display conversion treats the digits it drops. */
export const Rounding = {
  /** Toward zero. */
  ROUND_DOWN: 0,
  /** To nearest; ties away from zero. */
  ROUND_HALF_UP: 1,
  /** Away from zero. */
  ROUND_UP: 2,
} as const

export type Rounding = (typeof Rounding)[keyof typeof Rounding]

/** Separators used when printing a number; the sdk prints no grouping unless asked. */
export type FormatOptions = {
  /** Inserted between groups of three integer digits; default ''. */
  groupSeparator?: string | undefined
  /** Default '.'. */
  decimalSeparator?: string | undefined
}
