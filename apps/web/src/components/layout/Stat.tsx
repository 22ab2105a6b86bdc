/**
 * A fact as a label and its value (APR, Earned, Total staked). Stats sit in a `StatList` (a
 * `<dl>`), so assistive technology reads each label with its value; the value may be any node
 * (an `<output>` with its own name, a button beside a figure).
 *
 * @example
 * <StatList><Stat label={t('APR')} value={<output aria-label={t('APR')}>{apr}</output>} /></StatList>
 */
import type { ReactNode } from 'react'
import './layout.css'

export type StatProps = {
  label: ReactNode
  value: ReactNode
  className?: string | undefined
}

export function Stat({ label, value, className }: StatProps) {
  return (
    <div className={className ? `ui-stat ${className}` : 'ui-stat'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

export function StatList({
  children,
  className,
}: {
  children?: ReactNode
  className?: string | undefined
}) {
  return <dl className={className ? `ui-stats ${className}` : 'ui-stats'}>{children}</dl>
}
