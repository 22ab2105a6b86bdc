/**
 * The IFO screens' figures as the tests expect to read them (the en-US formatter the screens use),
 * and the check every history test makes of the finished sale's pool cards against the chain.
 */
import { ghostIFOAbi } from '@ghost/contracts'
import { Fraction, getIfoSubscriptionBps, Percent } from '@ghost/sdk'
import { waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { getNumberFormat } from '../../../components/useNumberFormat'
import { getSoldOffering } from '../rules/ifoRules'
import type { IfoChainWorld } from './ifoChainWorld'

export const format = getNumberFormat('en-US')

/** How long a screen may take to show what a chain read or the API brought. */
export const TIMEOUT = { timeout: 30_000 }

/** An 18-decimal amount as a figure shows it, with its unit. */
export const amount = (wei: bigint, unit: string) =>
  `${format.significant(new Fraction(wei, 10n ** 18n), 'amount')} ${unit}`

export const percent = (bps: bigint) => format.percent(new Percent(bps, 10_000n))

/**
 * Each pool card of the world's finished sale (OLD) in `sale` shows what was sold, the total
 * committed and the oversubscription as GhostIFO's `viewPool` has them.
 */
export async function expectFinishedPoolCards(
  world: IfoChainWorld,
  sale: ReturnType<typeof within>,
) {
  for (const [pid, name] of [
    [0, 'Basic Sale'],
    [1, 'Unlimited Sale'],
  ] as const) {
    const pool = await world.client.readContract({
      address: world.finished.address,
      abi: ghostIFOAbi,
      functionName: 'viewPool',
      args: [pid],
    })
    const card = within(await sale.findByRole('region', { name }, TIMEOUT))
    await waitFor(
      () =>
        expect(card.getByRole('status', { name: 'Sold' }).textContent).toBe(
          amount(getSoldOffering(pool), 'OLD'),
        ),
      TIMEOUT,
    )
    expect(card.getByRole('status', { name: 'Total committed' }).textContent).toBe(
      amount(pool.totalAmount, 'CAKE'),
    )
    expect(card.getByRole('status', { name: 'Oversubscription' }).textContent).toBe(
      percent(getIfoSubscriptionBps(pool)),
    )
  }
}
