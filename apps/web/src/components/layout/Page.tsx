/**
 * A screen's frame: an optional title area (h1, subtitle, actions) above the body. The shell's
 * `<main>` already gives the spec's minimum height (viewport minus the 64 px top bar); Page only
 * sets the width a screen reads best at and keeps its content from widening the viewport.
 *
 * @example
 * <Page title={t('Farms')} subtitle={t('Stake LP tokens to earn.')}>…cards…</Page>
 */
import type { ReactNode } from 'react'
import './layout.css'

export type PageProps = {
  /** Shown as the page's h1; omit when the body brings its own heading (forms with PageHeader). */
  title?: string | undefined
  subtitle?: string | undefined
  /** Buttons at the inline end of the title area. */
  actions?: ReactNode
  /** `narrow` (480 px) for single-card forms, `wide` (960 px, the default) for grids and tables. */
  width?: 'narrow' | 'wide'
  children?: ReactNode
}

export function Page({ title, subtitle, actions, width = 'wide', children }: PageProps) {
  return (
    <div className={`ui-page ui-page-${width}`}>
      {title ? (
        <div className="ui-page-title">
          <div>
            <h1>{title}</h1>
            {subtitle ? <p className="ui-page-subtitle">{subtitle}</p> : null}
          </div>
          {actions ? <div className="ui-page-actions">{actions}</div> : null}
        </div>
      ) : null}
      <div className="ui-page-body">{children}</div>
    </div>
  )
}
