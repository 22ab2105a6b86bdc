/** Profiles for tests on a deployed world: what a wallet needs before an IFO or a competition. */
import { ghostProfileAbi, ghostSquadAbi } from '@ghost/contracts'
import { getNftContracts } from '@ghost/contracts/manifest'
import { erc20Abi, erc721Abi, maxUint256, parseEther, parseEventLogs } from 'viem'
import { write } from '../chainWriter'
import { devWriter } from '../startDevnet'
import type { LocalWorld } from './localWorld'

/** CAKE enough for the profile's cost, for a wallet that spends no more. */
const PROFILE_CAKE = parseEther('10')

/**
 * Gives account `index` `cake` CAKE from the deployer (the profile's cost and what the test
 * spends), a freshly minted Ghost Squad avatar and an active profile in `teamId`.
 */
export async function giveProfile(
  world: LocalWorld,
  index: number,
  { teamId, cake = PROFILE_CAKE }: { teamId: bigint; cake?: bigint },
) {
  const nft = getNftContracts(world.manifest)
  if (!nft) throw new Error('no NFT contracts in the manifest')
  const { GhostSquad, Profile } = nft
  const deployer = devWriter(world.anvil.url, 0)
  const user = devWriter(world.anvil.url, index)
  const { CAKE } = world.manifest.tokens
  await write(deployer, {
    address: CAKE,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [user.account.address, cake],
  })
  const minted = await write(deployer, {
    address: GhostSquad,
    abi: ghostSquadAbi,
    functionName: 'mint',
    args: [user.account.address, 'ipfs://avatar'],
  })
  const [transfer] = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: minted.logs })
  if (!transfer) throw new Error('no avatar minted')
  await write(user, {
    address: GhostSquad,
    abi: erc721Abi,
    functionName: 'setApprovalForAll',
    args: [Profile, true],
  })
  await write(user, {
    address: CAKE,
    abi: erc20Abi,
    functionName: 'approve',
    args: [Profile, maxUint256],
  })
  await write(user, {
    address: Profile,
    abi: ghostProfileAbi,
    functionName: 'createProfile',
    args: [teamId, GhostSquad, transfer.args.tokenId],
  })
}
