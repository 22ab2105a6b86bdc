/**
 * What a liquidity page shows instead of its form when the link cannot name a pair: the
 * problem, and a link back to a form that works (issue 11: no dead ends).
 */
import { Link } from 'react-router'
import type { LinkProblem } from '../../app/getLinkProblem'
import { PageHeader } from '../../components/PageHeader'
import { useTranslation } from '../../i18n'
import './liquidity.css'

export type InvalidLinkPanelProps = {
  /** Translated page title. */
  title: string
  problem: LinkProblem
  backTo: string
  /** Translated text of the way back. */
  backLabel: string
}

export function InvalidLinkPanel({ title, problem, backTo, backLabel }: InvalidLinkPanelProps) {
  const { t } = useTranslation()
  return (
    <section className="page-body liquidity-page">
      <div className="liquidity-panel invalid-link">
        <PageHeader title={title} backTo={backTo} />
        <p role="alert" className="invalid-link-message">
          {t(problem.key, problem.values)}
        </p>
        <Link className="button" to={backTo}>
          {backLabel}
        </Link>
      </div>
    </section>
  )
}
