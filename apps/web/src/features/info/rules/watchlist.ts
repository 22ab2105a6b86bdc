/** The watchlists of spec §3: lowercase addresses, each at most once, newest star last. */

export function toggleWatched(list: readonly string[], id: string): string[] {
  const key = id.toLowerCase()
  return list.some((entry) => entry.toLowerCase() === key)
    ? list.filter((entry) => entry.toLowerCase() !== key)
    : [...list, key]
}

export function isWatched(list: readonly string[], id: string): boolean {
  const key = id.toLowerCase()
  return list.some((entry) => entry.toLowerCase() === key)
}
