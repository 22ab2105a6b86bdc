import { Link } from 'react-router'
import { useOverridePageTitle } from '../../../app/pageMetaOverride'
import { Card, Page } from '../../../components/layout'
import { useTranslation } from '../../../i18n'

/** Malformed params or a token nobody knows: said plainly, with a way back. */
export function ItemNotFound() {
  const { t } = useTranslation()
  useOverridePageTitle(t('NFT not found'))
  return (
    <Page title={t('NFT not found')} width="narrow">
      <Card>
        <p>{t('This NFT does not exist or is not indexed yet.')}</p>
        <Link className="button" to="/nfts/collections">
          {t('Back to collections')}
        </Link>
      </Card>
    </Page>
  )
}
