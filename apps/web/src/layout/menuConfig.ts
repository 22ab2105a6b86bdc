import { msg } from '../i18n/msg'

export type MenuLink = { label: string; href: string; external?: boolean }
export type MenuGroup = { label: string; href: string; items: readonly MenuLink[] }

/** External destinations are not given by the spec; see docs/decisions.md. */
export const EXTERNAL_LINKS = {
  blog: 'https://blog.ghost.exchange',
  docs: 'https://docs.ghost.exchange',
  about: 'https://docs.ghost.exchange/about',
  help: 'https://docs.ghost.exchange/help',
  /** 'Need help ?': the troubleshooting page, where a stuck swap or a missing token is answered. */
  troubleshooting: 'https://docs.ghost.exchange/help/troubleshooting',
  developers: 'https://github.com/ghost-exchange',
  /** BNB Chain's own bridge page: moves ERC-20 tokens from Ethereum to BEP-20 on BNB Smart Chain. */
  bridge: 'https://www.bnbchain.org/en/bnb-chain-bridge',
} as const

/** Create NFT: in the NFT menu and on the NFT pages a creator starts from. */
export const CREATE_NFT_LINK: MenuLink = { label: msg('Create NFT'), href: '/nfts/createnft' }

export const MENU: readonly MenuGroup[] = [
  {
    label: msg('Trade'),
    href: '/swap',
    items: [
      { label: msg('Exchange'), href: '/swap' },
      { label: msg('Liquidity'), href: '/liquidity' },
      { label: msg('LP Migration'), href: '/migration' },
    ],
  },
  {
    label: msg('Earn'),
    href: '/farms',
    items: [
      { label: msg('Farms'), href: '/farms' },
      { label: msg('Farm Auctions'), href: '/farms/auction' },
      { label: msg('Pools'), href: '/pools' },
      { label: msg('Rewards'), href: '/rewards' },
      { label: msg('Lottery'), href: '/lottery' },
      { label: msg('Prediction'), href: '/prediction' },
      { label: msg('IFO'), href: '/ifo' },
    ],
  },
  {
    label: msg('NFT'),
    href: '/nfts',
    items: [
      { label: msg('Overview'), href: '/nfts' },
      { label: msg('Collections'), href: '/nfts/collections' },
      { label: msg('Mypage'), href: '/nfts/mypage' },
      { label: msg('Ghost Squad'), href: '/nfts/squad' },
      CREATE_NFT_LINK,
    ],
  },
  {
    label: msg('Info'),
    href: '/info',
    items: [
      { label: msg('Overview'), href: '/info' },
      { label: msg('Pools'), href: '/info/pools' },
      { label: msg('Tokens'), href: '/info/tokens' },
    ],
  },
  {
    label: msg('More'),
    href: EXTERNAL_LINKS.docs,
    items: [
      { label: msg('Teams and Profiles'), href: '/teams' },
      { label: msg('Trading battle'), href: '/competition' },
      { label: msg('Voting'), href: '/voting' },
      { label: msg('Blog'), href: EXTERNAL_LINKS.blog, external: true },
      { label: msg('Docs'), href: EXTERNAL_LINKS.docs, external: true },
    ],
  },
]

/** The top bar's Buy NFT link (in the Menu sheet on narrow screens). */
export const BUY_NFT_LINK: MenuLink = { label: msg('Buy NFT'), href: '/nfts' }

export const FOOTER_LINKS: readonly MenuLink[] = [
  { label: msg('About'), href: EXTERNAL_LINKS.about, external: true },
  { label: msg('Help'), href: EXTERNAL_LINKS.help, external: true },
  { label: msg('Developers'), href: EXTERNAL_LINKS.developers, external: true },
]

/** Spec §2 'Other pieces': the help and bridge links every trading screen's footer offers. */
export const FOOTER_HELP_LINKS: readonly MenuLink[] = [
  { label: msg('Need help ?'), href: EXTERNAL_LINKS.troubleshooting, external: true },
  { label: msg('Convert ERC-20 to BEP-20'), href: EXTERNAL_LINKS.bridge, external: true },
]
