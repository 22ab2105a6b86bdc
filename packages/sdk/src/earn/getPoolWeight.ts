import { Fraction } from '../amounts/fraction'

export type GetPoolWeightParameters = {
  allocPoint: bigint
  totalAllocPoint: bigint
}

/**
 * A farm's share of the farm contract's emissions: allocPoint / totalAllocPoint (0 when the
 * total is 0).
 *
 * @example
 * getPoolWeight({ allocPoint: 1000n, totalAllocPoint: 4000n }).toSignificant(2) // '0.25'
 */
export function getPoolWeight({ allocPoint, totalAllocPoint }: GetPoolWeightParameters): Fraction {
  if (totalAllocPoint === 0n) return new Fraction(0n)
  return new Fraction(allocPoint, totalAllocPoint)
}
