/**
 * A surface holding one subject (a form, a farm, a pool, a position). Cards in a `CardGrid`
 * stack in one column on phones and fill columns of at least 280 px on wider screens.
 *
 * @example
 * <CardGrid>{farms.map((farm) => <Card key={farm.pid} as="article" label={farm.lpSymbol}>…</Card>)}</CardGrid>
 */
import type { ReactNode } from 'react'
import './layout.css'

export type CardProps = {
  /** `article` for one item among many (a farm), `section` for a part of a page (the default). */
  as?: 'section' | 'article' | 'div'
  /** Accessible name, when no heading inside names the card through `labelledBy`. */
  label?: string | undefined
  labelledBy?: string | undefined
  className?: string | undefined
  busy?: boolean | undefined
  children?: ReactNode
}

export function Card({
  as: Tag = 'section',
  label,
  labelledBy,
  className,
  busy,
  children,
}: CardProps) {
  return (
    <Tag
      className={className ? `ui-card ${className}` : 'ui-card'}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-busy={busy}
    >
      {children}
    </Tag>
  )
}

export function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="ui-card-grid">{children}</div>
}
