import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../i18n'
import { ArrowLeftIcon } from './icons/icons'

export type PageHeaderProps = {
  title: string
  subtitle?: string | undefined
  /** Short help text under the subtitle. */
  helper?: string | undefined
  /** Shows a back arrow linking here. */
  backTo?: string | undefined
  /** Buttons at the right: settings, recent transactions. */
  actions?: ReactNode
}

/** The header every trading screen starts with (spec §2 "Other pieces"). Strings arrive translated. */
export function PageHeader({ title, subtitle, helper, backTo, actions }: PageHeaderProps) {
  const { t } = useTranslation()
  return (
    <header className="page-header">
      {backTo ? (
        <Link to={backTo} className="icon-button" aria-label={t('Back')}>
          <ArrowLeftIcon />
        </Link>
      ) : null}
      <div className="page-header-text">
        <h1>{title}</h1>
        {subtitle ? <p className="page-header-subtitle">{subtitle}</p> : null}
        {helper ? <p className="page-header-helper">{helper}</p> : null}
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </header>
  )
}
