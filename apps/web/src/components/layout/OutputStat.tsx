/**
 * A `Stat` whose value is a figure the screen updates in place: an `<output>` named like the
 * stat, so assistive technology announces the change and tests find the figure by that name.
 *
 * @example
 * <StatList><OutputStat label={t('CAKE burned')}><CakeAmount wei={burned} /></OutputStat></StatList>
 */
import type { ReactNode } from 'react'
import { Stat } from './Stat'

export function OutputStat({ label, children }: { label: string; children: ReactNode }) {
  return <Stat label={label} value={<output aria-label={label}>{children}</output>} />
}
