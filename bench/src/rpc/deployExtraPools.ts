/**
 * Deploys more SmartChef pools next to the world's three (BNB in, USDT out, as the devnet's),
 * named `SmartChef3`… for the manifest, so the web app's pool config picks them up.
 */
import { smartChefAbi, smartChefBytecode } from '@ghost/contracts'
import { anvilClient } from '@ghost/contracts/anvil'
import { type Address, parseEther, zeroAddress } from 'viem'

export async function deployExtraPools(parameters: {
  chainUrl: string
  rewardToken: Address
  /** First sousId to deploy (3 after the world's pools). */
  fromSousId: number
  count: number
}): Promise<Record<string, Address>> {
  const client = anvilClient(parameters.chainUrl)
  const now = await client.getBlockNumber({ cacheTime: 0 })
  const hashes = []
  for (let i = 0; i < parameters.count; i++) {
    const sousId = parameters.fromSousId + i
    hashes.push({
      sousId,
      hash: await client.deployContract({
        abi: smartChefAbi,
        bytecode: smartChefBytecode,
        args: [
          zeroAddress,
          parameters.rewardToken,
          parseEther('0.00001') * BigInt(sousId),
          // a mix of pools already running and pools starting later
          now + BigInt(sousId % 3 === 0 ? 1_000 : 1),
          now + 10_000_000n,
          sousId % 2 === 0 ? parseEther('10') : 0n,
        ],
      }),
    })
  }
  const contracts: Record<string, Address> = {}
  for (const { sousId, hash } of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error(`SmartChef${sousId} was not deployed`)
    contracts[`SmartChef${sousId}`] = receipt.contractAddress
  }
  return contracts
}
