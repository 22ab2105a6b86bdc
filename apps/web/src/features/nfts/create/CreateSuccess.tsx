/**
 * What was made, with links to the new item (an item on sale unminted is addressed by its token
 * UID until it is bought) and to its collection.
 */
import { Fraction } from '@ghost/sdk'
import { Link } from 'react-router'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useTranslation } from '../../../i18n'
import type { CreateResult } from './PublishPanel'

export function collectionPath(address: string): string {
  return `/nfts/collections/${address.toLowerCase()}`
}

export function CreateSuccess({
  result,
  onCreateAnother,
}: {
  result: CreateResult
  onCreateAnother: () => void
}) {
  const { t } = useTranslation()
  const collection = collectionPath(result.collection.address)
  return (
    <section className="create-success" aria-labelledby="create-success-title">
      <h2 id="create-success-title">
        {result.kind === 'minted' ? t('NFT minted!') : t('NFT on sale!')}
      </h2>
      {result.kind === 'minted' ? (
        <>
          <p>
            {t('%name% is #%tokenId% of %collection% and is in your wallet.', {
              name: result.name,
              tokenId: result.tokenId.toString(),
              collection: result.collection.name,
            })}
          </p>
          <Link to={`${collection}/${result.tokenId.toString()}`} className="create-primary">
            {t('View %name%', { name: result.name })}
          </Link>
        </>
      ) : (
        <>
          <p>
            {t('%name% is for sale in %collection%; it is minted to whoever buys it.', {
              name: result.name,
              collection: result.collection.name,
            })}{' '}
            <FormattedNumber value={new Fraction(result.price, 10n ** 18n)} kind="amount" /> BNB
          </p>
          <Link to={`${collection}/${result.tokenUID}`} className="create-primary">
            {t('View %name%', { name: result.name })}
          </Link>
        </>
      )}
      <Link to={collection}>{t('View %collection%', { collection: result.collection.name })}</Link>
      <button type="button" onClick={onCreateAnother}>
        {t('Create another NFT')}
      </button>
    </section>
  )
}
