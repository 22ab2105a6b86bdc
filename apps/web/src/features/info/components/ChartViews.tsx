/** The buttons choosing what a detail chart shows (volume, liquidity, price). */
import { useTranslation } from '../../../i18n'

export function ChartViews<View extends string>({
  views,
  value,
  onChange,
}: {
  views: readonly (readonly [View, string])[]
  value: View
  onChange: (view: View) => void
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="info-toggle">
      <legend className="visually-hidden">{t('Chart')}</legend>
      {views.map(([view, label]) => (
        <button
          key={view}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(view)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  )
}
