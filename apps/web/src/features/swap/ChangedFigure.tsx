/**
 * A figure of the confirm modal after 'Price Updated': the value now on screen, and beside it the
 * value the user saw before, struck through and announced as the previous one, so the change is
 * visible and readable without comparing from memory. Unchanged figures print as they are.
 */
import { useTranslation } from '../../i18n'

export type ChangedFigureProps = {
  now: string
  /** The figure of the previously shown trade; undefined when there was none. */
  before?: string | undefined
}

export function ChangedFigure({ now, before }: ChangedFigureProps) {
  const { t } = useTranslation()
  if (before === undefined || before === now) return <>{now}</>
  return (
    <>
      <ins className="changed-figure-now">{now}</ins>{' '}
      <del className="changed-figure-before">
        <span className="visually-hidden">{t('Previously')} </span>
        {before}
      </del>
    </>
  )
}
