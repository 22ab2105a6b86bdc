/**
 * What a part of an Info screen shows while its data is not there: a loading line, or the spec's
 * 'Error fetching data' (spec §8) when the API failed or answered something malformed.
 */
import type { ReactNode } from 'react'
import { useTranslation } from '../../../i18n'

export type QueryLike<Data> = { data: Data | undefined; isError: boolean }

export function QueryState<Data>({
  query,
  children,
}: {
  query: QueryLike<Data>
  children: (data: Data) => ReactNode
}) {
  const { t } = useTranslation()
  // a failed refresh keeps showing the figures it had: they are still true of their block
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.isError) {
    return (
      <p className="info-error" role="alert">
        {t('Error fetching data')}
      </p>
    )
  }
  return (
    <p className="info-loading" aria-busy="true">
      {t('Loading…')}
    </p>
  )
}
