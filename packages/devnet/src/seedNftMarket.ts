/**
 * The marketplace part of the NFT seed: the sellers' and WBNB buyers' approvals, then the
 * planned steps (worldPlan NFT_STEPS) in order: asks, price changes, cancels and buys.
 */
import { iGhostMarketAbi, wbnbAbi } from '@ghost/contracts'
import { erc20Abi, erc721Abi, maxUint256, zeroAddress } from 'viem'
import { devAddress, type NftSeedContext } from './nftSeedContext'
import { NFT_STEPS } from './worldPlan'

export async function seedNftMarket(context: NftSeedContext): Promise<void> {
  const { sender, nft, collections, manifest } = context
  const { call } = sender
  const { NFTMarket } = nft
  const sellers = new Set(NFT_STEPS.filter((step) => step.kind === 'ask').map((s) => s.account))
  for (const account of sellers) {
    for (const collection of Object.values(collections)) {
      await call(devAddress(account), collection, erc721Abi, 'setApprovalForAll', [NFTMarket, true])
    }
  }
  const { WBNB } = manifest.contracts
  for (const [account, amount] of wbnbNeeds()) {
    await call(devAddress(account), WBNB, wbnbAbi, 'deposit', [], amount)
    await call(devAddress(account), WBNB, erc20Abi, 'approve', [NFTMarket, maxUint256])
  }

  const prices = new Map<string, bigint>()
  for (const step of NFT_STEPS) {
    const from = devAddress(step.account)
    const collection = collections[step.collection]
    const id = `${step.collection}:${step.tokenId}`
    switch (step.kind) {
      case 'ask':
        prices.set(id, step.price)
        await call(from, NFTMarket, iGhostMarketAbi, 'createAskOrder', [
          collection,
          step.tokenId,
          step.price,
        ])
        break
      case 'modify':
        prices.set(id, step.price)
        await call(from, NFTMarket, iGhostMarketAbi, 'modifyAskOrder', [
          collection,
          step.tokenId,
          step.price,
        ])
        break
      case 'cancel':
        await call(from, NFTMarket, iGhostMarketAbi, 'cancelAskOrder', [collection, step.tokenId])
        break
      case 'buy': {
        const price = prices.get(id)
        if (price === undefined) throw new Error(`the plan buys ${id}, which it never lists`)
        const referrer = step.referrer === undefined ? zeroAddress : devAddress(step.referrer)
        if (step.currency === 'BNB')
          await call(
            from,
            NFTMarket,
            iGhostMarketAbi,
            'buyTokenUsingBNB',
            [collection, step.tokenId, referrer],
            price,
          )
        else
          await call(from, NFTMarket, iGhostMarketAbi, 'buyTokenUsingWBNB', [
            collection,
            step.tokenId,
            price,
            referrer,
          ])
        break
      }
    }
  }
}

/** The WBNB each planned WBNB buyer pays in all (the ask price at the time of each buy). */
function wbnbNeeds(): Map<number, bigint> {
  const prices = new Map<string, bigint>()
  const needs = new Map<number, bigint>()
  for (const step of NFT_STEPS) {
    const id = `${step.collection}:${step.tokenId}`
    if (step.kind === 'ask' || step.kind === 'modify') prices.set(id, step.price)
    if (step.kind === 'buy' && step.currency === 'WBNB')
      needs.set(step.account, (needs.get(step.account) ?? 0n) + (prices.get(id) ?? 0n))
  }
  return needs
}
