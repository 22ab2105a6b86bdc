import { type Currency, type Percent, type Price, shortenSymbol } from '@ghost/sdk'
import { FormattedNumber } from '../../components/FormattedNumber'
import { useNumberFormat } from '../../components/useNumberFormat'
import { useTranslation } from '../../i18n'

export type PoolPriceBarProps = {
  currencyA: Currency
  currencyB: Currency
  price: Price<Currency, Currency> | undefined
  poolShare: Percent | undefined
  noLiquidity: boolean
}

/**
 * Both prices and the share of pool after the deposit (spec §9: prices 6 significant digits,
 * share 4 significant digits or '<0.01'; a new pool's first deposit owns 100%).
 */
export function PoolPriceBar({
  currencyA,
  currencyB,
  price,
  poolShare,
  noLiquidity,
}: PoolPriceBarProps) {
  const { t } = useTranslation()
  const numberFormat = useNumberFormat()
  const symbolA = shortenSymbol(currencyA.symbol) ?? ''
  const symbolB = shortenSymbol(currencyB.symbol) ?? ''
  const share =
    noLiquidity && price ? '100' : poolShare ? numberFormat.share(poolShare, 'addLiquidity') : '0'
  return (
    <dl className="pool-price-bar">
      <div>
        <dt>{t('%assetB% per %assetA%', { assetA: symbolA, assetB: symbolB })}</dt>
        <dd>{price ? <FormattedNumber value={price} kind="price" /> : '-'}</dd>
      </div>
      <div>
        <dt>{t('%assetB% per %assetA%', { assetA: symbolB, assetB: symbolA })}</dt>
        <dd>
          {price && !price.equalTo(0n) ? (
            <FormattedNumber value={price.invert()} kind="price" />
          ) : (
            '-'
          )}
        </dd>
      </div>
      <div>
        <dt>{t('Share of Pool')}</dt>
        <dd>{share}%</dd>
      </div>
    </dl>
  )
}
