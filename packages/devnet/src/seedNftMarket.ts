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
  const paid = buyPrices()
  const wbnbNeeds = new Map<number, bigint>()
  for (const [index, price] of paid) {
    const step = NFT_STEPS[index]
    if (step?.kind === 'buy' && step.currency === 'WBNB')
      wbnbNeeds.set(step.account, (wbnbNeeds.get(step.account) ?? 0n) + price)
  }
  for (const [account, amount] of wbnbNeeds) {
    await call(devAddress(account), WBNB, wbnbAbi, 'deposit', [], amount)
    await call(devAddress(account), WBNB, erc20Abi, 'approve', [NFTMarket, maxUint256])
  }

  for (const [index, step] of NFT_STEPS.entries()) {
    const from = devAddress(step.account)
    const collection = collections[step.collection]
    switch (step.kind) {
      case 'ask':
        await call(from, NFTMarket, iGhostMarketAbi, 'createAskOrder', [
          collection,
          step.tokenId,
          step.price,
        ])
        break
      case 'modify':
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
        const price = paid.get(index) as bigint
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

/** What each planned buy pays, by step index: its token's latest ask price before it. */
function buyPrices(): Map<number, bigint> {
  const asked = new Map<string, bigint>()
  const paid = new Map<number, bigint>()
  for (const [index, step] of NFT_STEPS.entries()) {
    const id = `${step.collection}:${step.tokenId}`
    if (step.kind === 'ask' || step.kind === 'modify') asked.set(id, step.price)
    if (step.kind === 'buy') {
      const price = asked.get(id)
      if (price === undefined) throw new Error(`the plan buys ${id}, which it never lists`)
      paid.set(index, price)
    }
  }
  return paid
}
