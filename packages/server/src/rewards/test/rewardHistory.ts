import { parseEther } from 'viem'
import { address, CONTRACTS, type TestEvent } from './handlerRun'

export const GHOST_POT = CONTRACTS.GhostPot
export const SHARE_POT_FACTORY = CONTRACTS.SharePotFactory
export const FEE_MANAGER_FACTORY = CONTRACTS.FeeManagerFactory
export const SQUAD_SALE = CONTRACTS.GhostSquadSale
export const GHOST_SQUAD = CONTRACTS.GhostSquad
export const MARKET = CONTRACTS.NFTMarket

export const SHARE_POT = address(0xc1)
export const FEE_MANAGER = address(0xc2)
/** A pot no factory announced (its events are not the index's). */
export const STRANGER_POT = address(0xc9)
export const COLLECTION = address(0xd1)
export const ADMIN = address(0xe0)
export const POT_ADMIN = address(0xe1)
export const MANAGER_ADMIN = address(0xe2)
export const NEW_ADMIN = address(0xe3)
export const FEE_RECIPIENT = address(0xe4)
export const ALICE = address(0xf1)
export const BOB = address(0xf2)

const ghostPot = (eventName: string, args: Record<string, unknown>): TestEvent => ({
  source: 'GhostPot',
  eventName,
  address: GHOST_POT,
  args,
})
const sharePot = (eventName: string, args: Record<string, unknown>): TestEvent => ({
  source: 'SharePot',
  eventName,
  address: SHARE_POT,
  args,
})
const feeManager = (eventName: string, args: Record<string, unknown>): TestEvent => ({
  source: 'FeeManager',
  eventName,
  address: FEE_MANAGER,
  args,
})
const feeFactory = (eventName: string, args: Record<string, unknown>): TestEvent => ({
  source: 'FeeManagerFactory',
  eventName,
  address: FEE_MANAGER_FACTORY,
  args,
})
const sale = (eventName: string, args: Record<string, unknown>): TestEvent => ({
  source: 'GhostSquadSale',
  eventName,
  address: SQUAD_SALE,
  args,
})
const reveal = (tokenId: bigint): TestEvent => ({
  source: 'GhostSquadReveal',
  eventName: 'TokenReveal',
  address: GHOST_SQUAD,
  args: { tokenId, tokenURI: `ipfs://revealed-${tokenId}` },
})

/**
 * A history of every kind of event, block by block: the three programmes appear, levels are set,
 * raised and dropped to 0, deposits and harvests (one in WBNB), admin and fee changes, a fee
 * distribution, events of a pot nobody announced; the squad sale's allowances, presale and public
 * purchases, a second purchase by the same buyer, claims and reveals.
 */
export const HISTORY: [bigint, TestEvent[]][] = [
  [
    10n,
    [
      ghostPot('OwnershipTransferred', { previousOwner: address(0), newOwner: ADMIN }),
      sale('PresaleTicketsSet', { user: ALICE, tickets: 2n, snapshotBlock: 9n }),
      sale('PresaleTicketsSet', { user: BOB, tickets: 1n, snapshotBlock: 9n }),
    ],
  ],
  [
    11n,
    [
      // The constructor's event comes before the factory's announcement: skipped.
      sharePot('AdminUpdate', { previousAdmin: address(0), newAdmin: POT_ADMIN }),
      {
        source: 'SharePotFactory',
        eventName: 'PotCreated',
        address: SHARE_POT_FACTORY,
        args: {
          pot: SHARE_POT,
          collection: COLLECTION,
          index: 0n,
          name: 'Art pot',
          admin: POT_ADMIN,
        },
      },
      feeFactory('FeeManagerCreated', {
        manager: FEE_MANAGER,
        index: 0n,
        name: 'Team fees',
        admin: MANAGER_ADMIN,
      }),
      sale('TicketsPurchase', {
        buyer: ALICE,
        count: 2n,
        cakeBurned: parseEther('20'),
        presale: true,
      }),
    ],
  ],
  [
    12n,
    [
      ghostPot('LevelUpdate', { user: ALICE, previousLevel: 0n, newLevel: 2n, totalLevel: 2n }),
      ghostPot('LevelUpdate', { user: BOB, previousLevel: 0n, newLevel: 1n, totalLevel: 3n }),
      sharePot('LevelUpdate', { user: ALICE, previousLevel: 0n, newLevel: 5n, totalLevel: 5n }),
      sale('TicketsPurchase', {
        buyer: BOB,
        count: 3n,
        cakeBurned: parseEther('45'),
        presale: false,
      }),
    ],
  ],
  [
    13n,
    [
      ghostPot('RewardsDeposit', { from: MARKET, amount: parseEther('3'), totalLevel: 3n }),
      feeManager('LevelUpdate', { user: BOB, previousLevel: 0n, newLevel: 1n, totalLevel: 1n }),
      feeManager('RewardsDeposit', {
        from: FEE_MANAGER_FACTORY,
        amount: parseEther('0.9'),
        totalLevel: 1n,
      }),
      feeFactory('FeeDistribute', {
        manager: FEE_MANAGER,
        shared: parseEther('0.9'),
        adminFee: parseEther('0.1'),
      }),
      sale('TicketsPurchase', {
        buyer: BOB,
        count: 1n,
        cakeBurned: parseEther('15'),
        presale: false,
      }),
    ],
  ],
  [
    14n,
    [
      ghostPot('RewardsHarvest', { user: ALICE, amount: parseEther('2'), inWBNB: false }),
      ghostPot('LevelUpdate', { user: BOB, previousLevel: 1n, newLevel: 0n, totalLevel: 2n }),
      sharePot('AdminUpdate', { previousAdmin: POT_ADMIN, newAdmin: NEW_ADMIN }),
      sharePot('RewardsDeposit', { from: ALICE, amount: parseEther('1'), totalLevel: 5n }),
      feeFactory('FeeChange', { previousFee: 1_000n, newFee: 500n }),
      feeFactory('FeeRecipientUpdate', { previousRecipient: FEE_RECIPIENT, newRecipient: BOB }),
      {
        source: 'SharePot',
        eventName: 'RewardsDeposit',
        address: STRANGER_POT,
        args: { from: ALICE, amount: parseEther('9'), totalLevel: 1n },
      },
    ],
  ],
  [
    15n,
    [
      sharePot('RewardsHarvest', { user: ALICE, amount: parseEther('1'), inWBNB: true }),
      ghostPot('AdminUpdate', { previousAdmin: ADMIN, newAdmin: NEW_ADMIN }),
      sale('TicketsClaim', { user: ALICE, count: 2n, firstTokenId: 121n }),
      sale('TicketsClaim', { user: BOB, count: 4n, firstTokenId: 123n }),
      reveal(121n),
      reveal(122n),
    ],
  ],
]
