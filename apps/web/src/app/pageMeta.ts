/**
 * Document title and description by route (spec §2): the route patterns of routes.tsx, each
 * with what its screen shows. Info pages carry the info title; the home page the default; a path
 * no route matches names the not-found screen it shows (never the previous page's title).
 * Pages whose subject is data (an item, a collection) override the title once it has loaded
 * (pageMetaOverride.ts); until then their route's title stands.
 */
import { shortenAddress } from '@ghost/sdk'
import { getAddress, isAddress, isAddressEqual } from 'viem'
import { interpolate } from '../i18n/interpolate'
import { msg } from '../i18n/msg'

export const DEFAULT_META = {
  title: msg('NFT Marketplace with DEX, Farm and Pool. You can play with Ghost Squad.'),
  description: msg('NFT Marketplace with DEX, Farm and Pool. You can play with Ghost Squad.'),
}

export const INFO_META = {
  title: msg('Ghost Info & Analytics'),
  description: msg('View statistics for Ghost exchanges.'),
}

export const TITLE_SUFFIX = 'GHOST'

/** The not-found screen's heading (features/notFound/NotFoundPage.tsx). */
export const NOT_FOUND_TITLE = msg('Oops, page not found')

/** '{name} | GHOST': a page named by what it shows (an item, a collection). */
export function namedPageTitle(name: string): string {
  return `${name} | ${TITLE_SUFFIX}`
}

const PROFILE_PATTERN = '/nfts/profile/:account'

/** Route pattern → title; redirects carry their target's title for the moment before they go. */
const TITLES: readonly (readonly [pattern: string, title: string | null])[] = [
  ['/', null],
  ['/farms', msg('Farms')],
  ['/farms/history', msg('Farms')],
  ['/farms/auction', msg('Farm Auctions')],
  ['/pools', msg('Pools')],
  ['/pools/history', msg('Pools')],
  ['/staking', msg('Pools')],
  ['/rewards', msg('Rewards')],
  ['/lottery', msg('Lottery')],
  ['/prediction', msg('Prediction')],
  ['/ifo', msg('IFO')],
  ['/ifo/history', msg('Past sales')],
  ['/voting', msg('Voting')],
  ['/voting/proposal/create', msg('Make a Proposal')],
  ['/voting/proposal/:id', msg('Proposal')],
  ['/teams', msg('Teams')],
  ['/teams/:id', msg('Team')],
  ['/competition', msg('Trading battle')],
  ['/swap', msg('Exchange')],
  ['/swap/:outputCurrency', msg('Exchange')],
  ['/send', msg('Exchange')],
  ['/find', msg('Import Pool')],
  ['/liquidity', msg('Liquidity')],
  ['/migration', msg('LP Migration')],
  ['/pool', msg('Liquidity')],
  ['/add', msg('Add Liquidity')],
  ['/add/:a', msg('Add Liquidity')],
  ['/add/:a/:b', msg('Add Liquidity')],
  ['/create', msg('Add Liquidity')],
  ['/create/:a', msg('Add Liquidity')],
  ['/create/:a/:b', msg('Add Liquidity')],
  ['/remove/:tokens', msg('Remove Liquidity')],
  ['/remove/:a/:b', msg('Remove Liquidity')],
  ['/nfts', msg('Overview')],
  ['/collectibles', msg('Overview')],
  ['/nfts/collections', msg('Collections')],
  ['/nfts/collections/:address', msg('Collection')],
  ['/nfts/collections/:address/:tokenId', msg('Collection')],
  ['/nfts/mypage', msg('Mypage')],
  ['/nfts/createnft', msg('Create NFT')],
  ['/nfts/squad', msg('Ghost Squad')],
  ['/nfts/profile', msg('Your Profile')],
  ['/profile', msg('Your Profile')],
  [PROFILE_PATTERN, msg('Profile')],
  ['/info', msg('Overview')],
  ['/info/pools', msg('Pools')],
  ['/info/pools/:address', msg('Pool')],
  ['/info/tokens', msg('Tokens')],
  ['/info/tokens/:address', msg('Token')],
]

export type PageMeta = { title: string; description: string }

export type Translate = (key: string, data?: Record<string, string>) => string

export type PageMetaContext = {
  /** The connected account: its own profile page is 'Your Profile', anyone else's names them. */
  account?: string | undefined
}

/** The title of a profile page: the viewer's own, another account's by its address, or a bad link's. */
function profileTitle(param: string | undefined, account: string | undefined, t: Translate) {
  if (param === undefined || !isAddress(param, { strict: false })) return t('Profile')
  if (account !== undefined && isAddress(account) && isAddressEqual(account, param)) {
    return t('Your Profile')
  }
  return t('Profile of %name%', { name: shortenAddress(getAddress(param)) })
}

/** The parameters of `pattern` ('/a/:b') in `pathname`, or null when it does not match. */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of want.entries()) {
    const actual = have[index] ?? ''
    if (segment.startsWith(':')) params[segment.slice(1)] = actual
    // the router matches paths case-insensitively
    else if (segment !== actual.toLowerCase()) return null
  }
  return params
}

/** The translated title and description for a path; `t` translates message keys. */
export function getPageMeta(
  pathname: string,
  t: Translate = interpolate,
  { account }: PageMetaContext = {},
): PageMeta {
  const defaultDescription = t(DEFAULT_META.description)
  let matched: { title: string | null; params: Record<string, string> } | null = null
  let pattern = ''
  for (const [candidate, title] of TITLES) {
    const params = matchPattern(candidate, pathname)
    if (params) {
      matched = { title, params }
      pattern = candidate
      break
    }
  }
  if (!matched) {
    return { title: namedPageTitle(t(NOT_FOUND_TITLE)), description: defaultDescription }
  }
  if (pattern === '/info' || pattern.startsWith('/info/')) {
    return {
      title: `${t(matched.title ?? 'Overview')} | ${t(INFO_META.title)}`,
      description: t(INFO_META.description),
    }
  }
  if (pattern === PROFILE_PATTERN) {
    return {
      title: namedPageTitle(profileTitle(matched.params.account, account, t)),
      description: defaultDescription,
    }
  }
  if (matched.title === null)
    return { title: t(DEFAULT_META.title), description: defaultDescription }
  return { title: namedPageTitle(t(matched.title)), description: defaultDescription }
}
