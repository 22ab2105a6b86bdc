/** Marks a constant string as a message key so the key extractor finds it; returns it unchanged. */
export function msg<const key extends string>(key: key): key {
  return key
}
