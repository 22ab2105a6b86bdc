/**
 * Document title and description by path prefix (spec §2). The longest matching prefix wins;
 * info pages carry the info title, the home page and unknown paths the default.
 */
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

const TITLES: readonly (readonly [prefix: string, title: string])[] = [
  ['/swap', msg('Exchange')],
  ['/add', msg('Add Liquidity')],
  ['/create', msg('Add Liquidity')],
  ['/remove', msg('Remove Liquidity')],
  ['/liquidity', msg('Liquidity')],
  ['/find', msg('Import Pool')],
  ['/farms', msg('Farms')],
  ['/pools', msg('Pools')],
  ['/rewards', msg('Rewards')],
  ['/info', msg('Overview')],
  ['/info/pools', msg('Pools')],
  ['/info/tokens', msg('Tokens')],
  ['/nfts', msg('Overview')],
  ['/nfts/createnft', msg('Create NFT')],
  ['/nfts/mypage', msg('Mypage')],
  ['/nfts/collections', msg('Collections')],
  ['/nfts/profile', msg('Your Profile')],
  ['/nfts/squad', msg('Ghost Squad')],
]

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

export type PageMeta = { title: string; description: string }

/** The translated title and description for a path; `t` translates message keys. */
export function getPageMeta(pathname: string, t: (key: string) => string = (key) => key): PageMeta {
  const match = TITLES.filter(([prefix]) => matches(pathname, prefix)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0]
  if (matches(pathname, '/info')) {
    return {
      title: `${t(match?.[1] ?? 'Overview')} | ${t(INFO_META.title)}`,
      description: t(INFO_META.description),
    }
  }
  if (!match) return { title: t(DEFAULT_META.title), description: t(DEFAULT_META.description) }
  return { title: `${t(match[1])} | ${TITLE_SUFFIX}`, description: t(DEFAULT_META.description) }
}
