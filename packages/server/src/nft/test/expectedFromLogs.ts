/**
 * What the NFT tables must hold, worked out here from the chain's decoded logs alone (not with the
 * handlers' code): every ask and trade row, each collection's and user's totals and each day's.
 */
import { ghostMarketAbi, ghostNFTFactoryAbi } from '@ghost/contracts'
import type { Address, PublicClient } from 'viem'
import { zeroAddress } from 'viem'

export type UserTotals = {
  listed: bigint
  purchased: bigint
  sold: bigint
  volumePurchased: bigint
  volumeSold: bigint
}

export type Expected = {
  asks: Map<string, Record<string, unknown>>
  trades: Map<string, Record<string, unknown>>
  lazyOrders: Map<string, Record<string, unknown>>
  collections: Map<string, { total_trades: bigint; total_volume_eth: bigint; listed: bigint }>
  users: Map<string, UserTotals>
  collectionDays: Map<string, { daily_volume_eth: bigint; daily_trades: bigint }>
  marketDays: Map<string, { daily_volume_eth: bigint; daily_trades: bigint; new_listings: bigint }>
  /** Every collection the market registered. */
  registered: Address[]
}

const lower = (address: string) => address.toLowerCase()

export async function expectedFromLogs(
  client: PublicClient,
  contracts: { market: Address; factory: Address },
  fromBlock: bigint,
  toBlock: bigint,
): Promise<Expected> {
  const [marketLogs, factoryLogs] = await Promise.all([
    client.getContractEvents({
      address: contracts.market,
      abi: ghostMarketAbi,
      fromBlock,
      toBlock,
      strict: true,
    }),
    client.getContractEvents({
      address: contracts.factory,
      abi: ghostNFTFactoryAbi,
      fromBlock,
      toBlock,
      strict: true,
    }),
  ])
  const times = new Map<bigint, bigint>()
  const timeOf = async (blockNumber: bigint) => {
    let time = times.get(blockNumber)
    if (time === undefined) {
      time = (await client.getBlock({ blockNumber })).timestamp
      times.set(blockNumber, time)
    }
    return time
  }
  const expected: Expected = {
    asks: new Map(),
    trades: new Map(),
    lazyOrders: new Map(),
    collections: new Map(),
    users: new Map(),
    collectionDays: new Map(),
    marketDays: new Map(),
    registered: [],
  }
  const collection = (id: string) => {
    let row = expected.collections.get(id)
    if (!row) {
      row = { total_trades: 0n, total_volume_eth: 0n, listed: 0n }
      expected.collections.set(id, row)
    }
    return row
  }
  const user = (id: string) => {
    let row = expected.users.get(lower(id))
    if (!row) {
      row = { listed: 0n, purchased: 0n, sold: 0n, volumePurchased: 0n, volumeSold: 0n }
      expected.users.set(lower(id), row)
    }
    return row
  }
  const marketDay = (day: string) => {
    let row = expected.marketDays.get(day)
    if (!row) {
      row = { daily_volume_eth: 0n, daily_trades: 0n, new_listings: 0n }
      expected.marketDays.set(day, row)
    }
    return row
  }
  const sale = (
    at: bigint,
    where: string,
    seller: string,
    buyer: string,
    price: bigint,
    fromAsk: boolean,
  ) => {
    const day = String(at / 86_400n)
    const totals = collection(where)
    totals.total_trades += 1n
    totals.total_volume_eth += price
    if (fromAsk) {
      totals.listed -= 1n
      user(seller).listed -= 1n
    }
    const sellerRow = user(seller)
    sellerRow.sold += 1n
    sellerRow.volumeSold += price
    const buyerRow = user(buyer)
    buyerRow.purchased += 1n
    buyerRow.volumePurchased += price
    const collectionDay = expected.collectionDays.get(`${where}-${day}`) ?? {
      daily_volume_eth: 0n,
      daily_trades: 0n,
    }
    collectionDay.daily_volume_eth += price
    collectionDay.daily_trades += 1n
    expected.collectionDays.set(`${where}-${day}`, collectionDay)
    marketDay(day).daily_volume_eth += price
    marketDay(day).daily_trades += 1n
  }

  const logs = [...marketLogs, ...factoryLogs].sort((a, b) =>
    a.blockNumber === b.blockNumber
      ? a.logIndex - b.logIndex
      : a.blockNumber < b.blockNumber
        ? -1
        : 1,
  )
  for (const log of logs) {
    const id = `${log.transactionHash}-${log.logIndex}`
    const at = await timeOf(log.blockNumber)
    const where = { transaction_hash: log.transactionHash, block: log.blockNumber, timestamp: at }
    switch (log.eventName) {
      case 'CollectionNew':
        expected.registered.push(log.args.collection)
        collection(lower(log.args.collection))
        break
      case 'AskNew':
      case 'AskUpdate':
      case 'AskCancel': {
        const { args } = log
        const price = 'askPrice' in args ? args.askPrice : 0n
        const orderType = { AskNew: 'New', AskUpdate: 'Modify', AskCancel: 'Cancel' }[log.eventName]
        expected.asks.set(id, {
          ...where,
          collection: lower(args.collection),
          nft: `${lower(args.collection)}-${args.tokenId}`,
          order_type: orderType,
          seller: lower(args.seller),
          ask_price: price,
        })
        const delta = log.eventName === 'AskNew' ? 1n : log.eventName === 'AskCancel' ? -1n : 0n
        collection(lower(args.collection)).listed += delta
        user(args.seller).listed += delta
        if (log.eventName === 'AskNew') marketDay(String(at / 86_400n)).new_listings += 1n
        break
      }
      case 'Trade': {
        const { args } = log
        expected.trades.set(id, {
          ...where,
          collection: lower(args.collection),
          nft: `${lower(args.collection)}-${args.tokenId}`,
          token_id: args.tokenId,
          kind: 'Ask',
          buyer: lower(args.buyer),
          seller: lower(args.seller),
          referrer: args.referrer === zeroAddress ? null : lower(args.referrer),
          with_bnb: args.withBNB,
          ask_price: args.askPrice,
          net_price: args.netPrice,
          treasure_fee: args.treasureFee,
          ghost_pot_fee: args.ghostPotFee,
          creator_fee: args.creatorFee,
          referer_fee: args.refererFee,
        })
        sale(at, lower(args.collection), args.seller, args.buyer, args.askPrice, true)
        break
      }
      case 'OrderExecuted': {
        const { args } = log
        const fees = {
          net_price: args.netPrice,
          treasure_fee: args.treasureFee,
          ghost_pot_fee: args.ghostPotFee,
          creator_fee: args.creatorFee,
          referer_fee: args.refererFee,
        }
        const referrer = args.referrer === zeroAddress ? null : lower(args.referrer)
        expected.trades.set(id, {
          ...where,
          collection: lower(args.collection),
          nft: `${lower(args.collection)}-${args.tokenId}`,
          token_id: args.tokenId,
          kind: 'LazyOrder',
          buyer: lower(args.buyer),
          seller: lower(args.creator),
          referrer,
          with_bnb: args.withBNB,
          ask_price: args.price,
          ...fees,
        })
        expected.lazyOrders.set(args.orderHash, {
          status: 'Executed',
          buyer: lower(args.buyer),
          creator: lower(args.creator),
          token_id: args.tokenId,
          price: args.price,
          referrer,
          ...fees,
        })
        sale(at, lower(args.collection), args.creator, args.buyer, args.price, false)
        break
      }
      case 'OrderCancelled':
        expected.lazyOrders.set(log.args.orderHash, {
          status: 'Cancelled',
          creator: lower(log.args.creator),
          token_uid: log.args.tokenUID,
          buyer: null,
        })
        break
    }
  }
  return expected
}
