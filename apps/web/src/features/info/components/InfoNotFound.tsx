/** A pool or token page whose address is malformed or unknown to the index. */
import { Link } from 'react-router'
import { useInfoPageTitle } from '../../../app/pageMetaOverride'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'

export function InfoNotFound({ kind }: { kind: 'pool' | 'token' }) {
  const { t } = useTranslation()
  useInfoPageTitle(kind === 'pool' ? t('Pool not found') : t('Token not found'))
  return (
    <Card>
      <h2>{kind === 'pool' ? t('Pool not found') : t('Token not found')}</h2>
      <p className="info-muted">
        {kind === 'pool'
          ? t('No pool is indexed at this address.')
          : t('No token is indexed at this address.')}
      </p>
      <Link to={kind === 'pool' ? '/info/pools' : '/info/tokens'}>
        {kind === 'pool' ? t('See all pools') : t('See all tokens')}
      </Link>
    </Card>
  )
}
