// @vitest-environment jsdom
/**
 * The calculator as users see it: for a table of inputs the rendered ROI figures are the sdk's
 * `getRoiFromPrincipal` / `getPrincipalForTargetRoi` results printed with `formatRoi` (2 decimals,
 * none above 1,000,000).
 */
import {
  type CompoundingDays,
  CurrencyAmount,
  Fraction,
  formatRoi,
  getPrincipalForTargetRoi,
  getRoiFromPrincipal,
  Percent,
  parseDecimal,
  Token,
} from '@ghost/sdk'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { createI18n } from '../../i18n'
import { formatRoiPercent } from './getRoiCalculatorFigures'
import { RoiCalculatorModal, type RoiCalculatorModalProps } from './RoiCalculatorModal'

afterEach(cleanup)

const LP = new Token({
  chainId: 1337,
  address: '0x00000000000000000000000000000000000000aa',
  symbol: 'Ghost-LP',
})

function renderModal(props: Partial<RoiCalculatorModalProps> = {}) {
  const dismissed: string[] = []
  render(
    <MemoryRouter>
      <I18nextProvider i18n={createI18n()}>
        <RoiCalculatorModal
          apr={new Percent(120n, 100n)}
          stakingTokenSymbol="BNB-USDT LP"
          stakingTokenPrice={new Fraction(60n)}
          earningTokenSymbol="GHOST"
          earningTokenPrice={new Fraction(2n)}
          onDismiss={() => dismissed.push('dismissed')}
          {...props}
        />
      </I18nextProvider>
    </MemoryRouter>,
  )
  return { dialog: screen.getByRole('dialog', { name: 'ROI Calculator' }), dismissed }
}

const roiUsd = () => screen.getByRole('status', { name: 'ROI in USD' }).textContent
const roiTokens = () =>
  screen.getByRole('status', { name: 'ROI in tokens and percent' }).textContent
const principalInput = () => screen.getByRole('textbox', { name: 'BNB-USDT LP staked' })

function click(name: string, group?: string) {
  const scope = group ? within(screen.getByRole('group', { name: group })) : screen
  fireEvent.click(scope.getByRole('button', { name }))
}

type RoiCase = {
  name: string
  apr: Percent
  performanceFee?: Percent
  principal: { button: '$100' | '$1000' } | { typed: string }
  duration: '1D' | '7D' | '30D' | '1Y' | '5Y'
  compounding: CompoundingDays | 'off'
}

const DAYS = { '1D': 1, '7D': 7, '30D': 30, '1Y': 365, '5Y': 1825 } as const

const cases: RoiCase[] = [
  {
    name: 'defaults with $100',
    apr: new Percent(120n, 100n),
    principal: { button: '$100' },
    duration: '1Y',
    compounding: 1,
  },
  {
    name: '$1000 over 1 day, no compounding',
    apr: new Percent(35n, 100n),
    principal: { button: '$1000' },
    duration: '1D',
    compounding: 'off',
  },
  {
    name: 'typed principal, 7D, weekly compounding',
    apr: new Percent(12345n, 10_000n),
    principal: { typed: '2500.5' },
    duration: '7D',
    compounding: 7,
  },
  {
    name: '30D, 14D compounding, 2% fee',
    apr: new Percent(80n, 100n),
    performanceFee: new Percent(2n, 100n),
    principal: { button: '$1000' },
    duration: '30D',
    compounding: 14,
  },
  {
    name: '5Y monthly compounding',
    apr: new Percent(50n, 100n),
    principal: { typed: '10' },
    duration: '5Y',
    compounding: 30,
  },
  {
    name: 'above a million: no decimals',
    apr: new Percent(400n, 100n),
    principal: { typed: '100000' },
    duration: '5Y',
    compounding: 1,
  },
]

describe('ROI based on principal', () => {
  test.each(cases)('$name', ({ apr, performanceFee, principal, duration, compounding }) => {
    renderModal({ apr, performanceFee })
    if ('button' in principal) click(principal.button)
    else fireEvent.input(principalInput(), { target: { value: principal.typed } })
    click(duration, 'Staked for')
    if (compounding === 'off')
      fireEvent.click(screen.getByRole('checkbox', { name: 'Compounding every' }))
    else click(`${compounding}D`, 'Compounding every')

    const principalUsd = parseDecimal(
      'button' in principal ? principal.button.slice(1) : principal.typed,
    ) as Fraction
    const sdk = getRoiFromPrincipal({
      principalUsd,
      apr,
      stakingDays: DAYS[duration],
      compoundingDays: compounding === 'off' ? undefined : compounding,
      performanceFee,
      earningTokenPrice: new Fraction(2n),
    })
    expect(roiUsd()).toBe(`$${formatRoi(sdk.roiUsd)}`)
    expect(roiTokens()).toBe(
      `~ ${formatRoi(sdk.roiTokens ?? new Fraction(0n))} GHOST (${formatRoiPercent(sdk.roiPercentage.asFraction)})`,
    )
  })

  test('the million rule shows in the figures themselves; a billion and more is compact', () => {
    renderModal({ apr: new Percent(400n, 100n) })
    fireEvent.input(principalInput(), { target: { value: '100000' } })
    click('1Y', 'Staked for')
    expect(roiUsd()).toMatch(/^\$\d{1,3}(,\d{3})+$/)
    click('5Y', 'Staked for')
    expect(roiUsd()).toBe('$43.52T')
    expect(roiTokens()).toBe('~ 21.76T GHOST (>1,000,000%)')
    click('1D', 'Staked for')
    expect(roiUsd()).toBe('$1,095.89')
  })

  test('empty principal: zero figures; the token line and conversion follow the currency toggle', () => {
    renderModal()
    expect(roiUsd()).toBe('$0.00')
    expect(roiTokens()).toBe('~ 0.00 GHOST (0.00%)')
    fireEvent.input(principalInput(), { target: { value: '120' } })
    expect(
      screen.getByRole('status', { name: 'Principal in the other currency' }).textContent,
    ).toBe('~ 2 BNB-USDT LP')
    click('Switch currency')
    expect(principalInput()).toHaveProperty('value', '2')
    expect(
      screen.getByRole('status', { name: 'Principal in the other currency' }).textContent,
    ).toBe('~ $120.00')
    fireEvent.input(principalInput(), { target: { value: '3' } })
    const sdk = getRoiFromPrincipal({
      principalUsd: new Fraction(180n),
      apr: new Percent(120n, 100n),
      stakingDays: 365,
      compoundingDays: 1,
    })
    expect(roiUsd()).toBe(`$${formatRoi(sdk.roiUsd)}`)
  })
})

describe('principal based on target ROI', () => {
  test.each([
    { target: '500', duration: '1Y', compounding: 1 },
    { target: '12,5', duration: '30D', compounding: 7 },
    { target: '2000000', duration: '7D', compounding: 30 },
  ] as const)('target $target over $duration', ({ target, duration, compounding }) => {
    const apr = new Percent(120n, 100n)
    renderModal({ apr })
    click(duration, 'Staked for')
    click(`${compounding}D`, 'Compounding every')
    click('Edit ROI')
    fireEvent.input(screen.getByRole('textbox', { name: 'Target ROI in USD' }), {
      target: { value: target },
    })
    const targetRoiUsd = parseDecimal(target.replace(',', '.')) as Fraction
    const sdk = getPrincipalForTargetRoi({
      targetRoiUsd,
      apr,
      stakingDays: DAYS[duration],
      compoundingDays: compounding,
    })
    expect(principalInput()).toHaveProperty('value', sdk?.principalUsd.toFixed(2))
    expect(roiTokens()).toBe(
      `~ ${formatRoi(targetRoiUsd.divide(2n))} GHOST (${formatRoiPercent(sdk?.roiPercentage.asFraction ?? new Fraction(0n))})`,
    )
  })

  test('the pencil starts from the shown ROI; letters are refused; confirming keeps the principal', () => {
    const apr = new Percent(120n, 100n)
    renderModal({ apr })
    click('$100')
    const shown = getRoiFromPrincipal({
      principalUsd: new Fraction(100n),
      apr,
      stakingDays: 365,
      compoundingDays: 1,
    }).roiUsd
    expect(roiUsd()).toBe(`$${formatRoi(shown)}`)
    click('Edit ROI')
    const target = screen.getByRole('textbox', { name: 'Target ROI in USD' })
    expect(target).toHaveProperty('value', shown.toFixed(2))
    fireEvent.input(target, { target: { value: '240' } })
    fireEvent.input(target, { target: { value: '240x' } })
    expect(target).toHaveProperty('value', '240')
    const principal = getPrincipalForTargetRoi({
      targetRoiUsd: new Fraction(240n),
      apr,
      stakingDays: 365,
      compoundingDays: 1,
    })?.principalUsd.toFixed(2) as string
    expect(principalInput()).toHaveProperty('value', principal)
    click('Confirm')
    expect(principalInput()).toHaveProperty('value', principal)
    const roi = getRoiFromPrincipal({
      principalUsd: parseDecimal(principal) as Fraction,
      apr,
      stakingDays: 365,
      compoundingDays: 1,
    }).roiUsd
    expect(roiUsd()).toBe(`$${formatRoi(roi)}`)
  })
})

describe('My Balance and details', () => {
  test('My Balance is disabled without a wallet balance and fills the principal in tokens', () => {
    renderModal()
    expect(screen.getByRole('button', { name: 'My Balance' })).toHaveProperty('disabled', true)
    cleanup()
    renderModal({ stakingTokenBalance: CurrencyAmount.fromRawAmount(LP, 25n * 10n ** 17n) })
    click('My Balance')
    expect(principalInput()).toHaveProperty('value', '150.00')
    click('Switch currency')
    expect(principalInput()).toHaveProperty('value', '2.5')
  })

  test('farm details: APR incl. LP rewards, APY, multiplier, fee note, link', () => {
    const { dialog, dismissed } = renderModal({
      multiplier: '10X',
      performanceFee: new Percent(2n, 100n),
      linkLabel: 'Get BNB-USDT LP',
      linkHref: '/add/BNB/0x00000000000000000000000000000000000000bb',
    })
    const details = within(dialog).getByText('Details').closest('details') as HTMLElement
    expect(details.textContent).toContain('APR (incl. LP rewards)120.00%')
    expect(details.textContent).toContain('APY (1x daily compound)')
    expect(details.textContent).toContain('Farm Multiplier10X')
    expect(details.textContent).toContain(
      'All estimated rates take into account this pool’s 2% performance fee',
    )
    const link = screen.getByRole('link', { name: 'Get BNB-USDT LP' })
    expect(link.getAttribute('href')).toBe('/add/BNB/0x00000000000000000000000000000000000000bb')
    fireEvent.click(link)
    expect(dismissed).toEqual(['dismissed'])
  })

  test('an APR of 10^200 reads as capped figures, never hundreds of digits', () => {
    const { dialog } = renderModal({ apr: new Percent(10n ** 200n) })
    fireEvent.input(principalInput(), { target: { value: '100' } })
    click('1Y', 'Staked for')
    const details = within(dialog).getByText('Details').closest('details') as HTMLElement
    expect(details.textContent).toContain('APR>10,000%')
    expect(details.textContent).toContain('APY (1x daily compound)>10,000%')
    expect(roiUsd()).toBe('>$999.9T')
    expect(roiTokens()).toBe('~ >999.9T GHOST (>1,000,000%)')
    expect(dialog.textContent?.length).toBeLessThan(2000)
  })

  test('auto compounding hides the compounding choice', () => {
    renderModal({ autoCompoundFrequency: 1 })
    expect(screen.queryByRole('checkbox', { name: 'Compounding every' })).toBeNull()
  })
})
