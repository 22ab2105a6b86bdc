/** Which side of a trade the user fixed (spec §3: exact input, exact output). */
export const TradeType = {
  EXACT_INPUT: 0,
  EXACT_OUTPUT: 1,
} as const

export type TradeType = (typeof TradeType)[keyof typeof TradeType]
