/**
 * useMulticall keeps the previous results while the next ones load (so a new block does not
 * flash empty). When the calls themselves change (another currency chosen), those kept results
 * belong to the old calls: reading them by index would pair one pool's reserves with another
 * pool's tokens. This hook hands results on only once they were produced for the current key.
 */
import { useRef } from 'react'

export function useResultsForKey<data>(key: string, data: data | undefined): data | undefined {
  const owner = useRef<{ data: data | undefined; key: string } | undefined>(undefined)
  // A new results object is the answer to the calls of this render's key; the same object
  // seen under a new key is a placeholder from the old calls. (React Query shares structure,
  // so an unchanged object means unchanged values: handing it on under the same key is right.)
  if (owner.current === undefined || owner.current.data !== data) owner.current = { data, key }
  return owner.current.key === key ? data : undefined
}
