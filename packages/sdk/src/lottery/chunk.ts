/**
 * `items` in consecutive groups of `size` (the last may be shorter), e.g. ticket ids in claims of
 * at most LOTTERY_MAX_TICKETS. Throws a RangeError unless `size` is a whole number ≥ 1.
 *
 * @example chunk([1, 2, 3, 4, 5], 2) // [[1, 2], [3, 4], [5]]
 */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`A chunk size is a whole number ≥ 1, got ${size}`)
  }
  const groups: T[][] = []
  for (let start = 0; start < items.length; start += size) {
    groups.push(items.slice(start, start + size))
  }
  return groups
}
