/**
 * The list a typed location points at, fetched without touching the store, so Manage → Lists
 * can show its name and token count before the user imports it (spec §5 list location).
 */
import { isValidListLocation, type TokenList } from '@ghost/sdk'
import { useEffect, useState } from 'react'
import { useDebouncedValue } from '../../components/useDebouncedValue'
import { useFetchTokenList } from './useFetchTokenList'

/** Spec §9: ENS lookup debounce. */
export const LIST_LOCATION_DEBOUNCE_MS = 200

export type ListPreview =
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'loading'; url: string }
  | { status: 'loaded'; url: string; list: TokenList }
  | { status: 'failed'; url: string; error: unknown }

export function useListPreview(location: string): ListPreview {
  const url = useDebouncedValue(location.trim(), LIST_LOCATION_DEBOUNCE_MS)
  const fetchList = useFetchTokenList()
  const valid = url.length > 0 && isValidListLocation(url)
  const [result, setResult] = useState<ListPreview>({ status: 'empty' })

  useEffect(() => {
    if (!valid) return
    let current = true
    setResult({ status: 'loading', url })
    fetchList(url, { sendToStore: false }).then(
      (list) => current && setResult({ status: 'loaded', url, list }),
      (error: unknown) => current && setResult({ status: 'failed', url, error }),
    )
    return () => {
      current = false
    }
  }, [url, valid, fetchList])

  if (location.trim().length === 0) return { status: 'empty' }
  if (url !== location.trim()) return { status: 'loading', url: location.trim() }
  if (!valid) return { status: 'invalid' }
  return result.status !== 'empty' && 'url' in result && result.url === url
    ? result
    : { status: 'loading', url }
}
