/**
 * A dev account registers a profile on the local chain, as the web app's "Create your profile"
 * does: the deployer gives it a Ghost Squad token (the approved avatar collection) and the CAKE
 * the registration costs, then it approves both and calls createProfile in team 1.
 *
 * @example
 * await registerProfile(chain, 3) // devAccount(3) now hasRegistered
 */
import { ghostProfileAbi, ghostSquadAbi } from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount } from '@ghost/contracts/anvil'
import { type Address, erc20Abi, erc721Abi, maxUint256, parseEventLogs } from 'viem'
import type { MarketChain } from '../../market/test/marketFixture'
import { send } from '../../test/chainCalls'

export async function registerProfile(chain: MarketChain, account: number): Promise<void> {
  const { admin, profile, squad } = chain.world
  const user = anvilClient(chain.url, devAccount(account))
  const me = user.account.address
  const cost = await admin.readContract({
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'numberCakeToRegister',
  })
  const cake = chain.manifest.tokens.CAKE
  await send(admin, { address: cake, abi: erc20Abi, functionName: 'transfer', args: [me, cost] })
  await send(user, {
    address: cake,
    abi: erc20Abi,
    functionName: 'approve',
    args: [profile, maxUint256],
  })
  await createProfileWithNewAvatar({
    admin,
    user,
    squad,
    profile,
    uri: `ipfs://profile-avatar-${account}`,
  })
}

/**
 * The last steps of a registration, for any world: the deployer (`admin`) mints `user` a Ghost
 * Squad token, which `user` hands to the profile contract in createProfile (team 1). The user
 * must already hold and have approved the CAKE it costs.
 */
export async function createProfileWithNewAvatar({
  admin,
  user,
  squad,
  profile,
  uri,
}: {
  admin: AnvilClient
  user: AnvilClient
  squad: Address
  profile: Address
  uri: string
}): Promise<void> {
  const minted = await send(admin, {
    address: squad,
    abi: ghostSquadAbi,
    functionName: 'mint',
    args: [user.account.address, uri],
  })
  const [transfer] = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: minted.logs })
  if (!transfer) throw new Error('the Ghost Squad mint announced no Transfer')
  await send(user, {
    address: squad,
    abi: ghostSquadAbi,
    functionName: 'setApprovalForAll',
    args: [profile, true],
  })
  await send(user, {
    address: profile,
    abi: ghostProfileAbi,
    functionName: 'createProfile',
    args: [1n, squad, transfer.args.tokenId],
  })
}
