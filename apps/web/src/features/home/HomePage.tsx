/**
 * `/`: the landing page, as a production DEX's home is: what Ghost offers (each part a link),
 * the protocol's figures (total value locked and 24 h volume from the index, the best live farm
 * APR), the most traded tokens, and the wallet's BNB with the wrap form.
 */
import { Link } from 'react-router'
import { Card, Page } from '../../components/layout'
import { useTranslation } from '../../i18n'
import { msg } from '../../i18n/msg'
import { HomeStats } from './HomeStats'
import { HomeTopTokens } from './HomeTopTokens'
import { HomeWallet } from './HomeWallet'
import { useHomeFigures } from './useHomeFigures'
import './home.css'

const FEATURES = [
  {
    href: '/swap',
    title: msg('Swap'),
    text: msg('Trade any token on BNB Smart Chain in seconds, at the pool price.'),
  },
  {
    href: '/liquidity',
    title: msg('Liquidity'),
    text: msg('Add liquidity to a pool and earn 0.17% of every trade through it.'),
  },
  { href: '/farms', title: msg('Farms'), text: msg('Stake LP tokens to earn GHOST.') },
  { href: '/pools', title: msg('Pools'), text: msg('Stake BNB to earn other tokens.') },
  { href: '/nfts', title: msg('NFTs'), text: msg('Collect, create and trade NFTs.') },
  {
    href: '/info',
    title: msg('Info'),
    text: msg('Volume, liquidity and prices of every pool and token.'),
  },
] as const

export function HomePage() {
  const { t } = useTranslation()
  const figures = useHomeFigures()
  return (
    <Page>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">Ghost</h1>
        <p className="home-tagline">
          {t('Trade, earn and collect on BNB Smart Chain, with low fees and no sign-up.')}
        </p>
        <p className="home-actions">
          <Link className="home-cta" to="/swap">
            {t('Trade now')}
          </Link>
          <Link className="home-cta home-cta-secondary" to="/farms">
            {t('Earn')}
          </Link>
        </p>
      </section>
      <HomeStats figures={figures} />
      <section aria-labelledby="home-features">
        <h2 id="home-features">{t('What you can do')}</h2>
        <ul className="home-features">
          {FEATURES.map((feature) => (
            <li key={feature.href}>
              <Card as="article" label={t(feature.title)}>
                <h3>
                  <Link to={feature.href}>{t(feature.title)}</Link>
                </h3>
                <p>{t(feature.text)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <HomeTopTokens figures={figures} />
      <HomeWallet />
    </Page>
  )
}
