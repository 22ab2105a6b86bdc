/**
 * Deploys the NFT market (issue 13): GhostMarket, the GhostCollection template and the
 * GhostNFTFactory that clones it, GhostProfile with its teams, and the Ghost Squad with its sale
 * (issue 16, deploySquad: registered on the market, and approved for avatars).
 * Runs on Anvil and on BSC testnet alike; the tokens and the trading are seeded by `seedNfts`.
 */
import {
  ghostCollectionAbi,
  ghostCollectionBytecode,
  ghostMarketAbi,
  ghostMarketBytecode,
  ghostNFTFactoryAbi,
  ghostNFTFactoryBytecode,
  ghostProfileAbi,
  ghostProfileBytecode,
} from '@ghost/contracts'
import type { ManifestNftContracts } from '@ghost/contracts/manifest'
import { type Address, parseEventLogs, zeroAddress } from 'viem'
import { type ChainWriter, TransactionFailedError, write } from './chainWriter'
import { deploySquad } from './deploySquad'
import { type DeploySteps, directSteps } from './deploySteps'
import { NFT_COLLECTIONS, PROFILE } from './worldPlan'

export type DeployNftParameters = {
  /** Deploys and owns (administers) everything, and owns the Ghost Squad collection. */
  deployer: ChainWriter
  wbnb: Address
  cake: Address
  /** Receives the platform fee (and the referrer fee of a sale without a referrer). */
  treasury: Address
  /** Receives the Ghost pot's share of every sale. */
  ghostPot: Address
  /** Sends the transactions (a journal for a resumable deploy); plain sends when omitted. */
  steps?: DeploySteps | undefined
}

/**
 * The NFT manifest keys. The squad's sale is the squad's `minter()`: its manifest key belongs
 * to the reward set, which the parser takes all or none (startDevnet adds it with them).
 */
export async function deployNft(parameters: DeployNftParameters): Promise<ManifestNftContracts> {
  const { deployer, wbnb, cake, treasury, ghostPot } = parameters
  const steps = parameters.steps ?? directSteps(deployer)
  const me = deployer.account.address
  const NFTMarket = await steps.deploy({
    abi: ghostMarketAbi,
    bytecode: ghostMarketBytecode,
    args: [me, wbnb, treasury, ghostPot],
    name: 'NFTMarket',
  })
  const template = await steps.deploy({
    abi: ghostCollectionAbi,
    bytecode: ghostCollectionBytecode,
    name: 'GhostCollection template',
  })
  const NFTFactory = await steps.deploy({
    abi: ghostNFTFactoryAbi,
    bytecode: ghostNFTFactoryBytecode,
    args: [NFTMarket, wbnb, template],
    name: 'NFTFactory',
  })
  await steps.write('NFTMarket.setAddresses(NFTFactory)', {
    address: NFTMarket,
    abi: ghostMarketAbi,
    functionName: 'setAddresses',
    args: [treasury, ghostPot, NFTFactory],
  })

  const Profile = await steps.deploy({
    abi: ghostProfileAbi,
    bytecode: ghostProfileBytecode,
    args: [
      me,
      cake,
      PROFILE.numberCakeToReactivate,
      PROFILE.numberCakeToRegister,
      PROFILE.numberCakeToUpdate,
    ],
    name: 'Profile',
  })
  for (const team of PROFILE.teams) {
    await steps.write(`Profile.addTeam(${team.name})`, {
      address: Profile,
      abi: ghostProfileAbi,
      functionName: 'addTeam',
      args: [team.name, team.description],
    })
  }

  const { GhostSquad } = await deploySquad({
    deployer,
    market: NFTMarket,
    profile: Profile,
    cake,
    steps,
  })
  await steps.write('Profile.approveCollection(GhostSquad)', {
    address: Profile,
    abi: ghostProfileAbi,
    functionName: 'approveCollection',
    args: [GhostSquad],
  })
  return { NFTMarket, NFTFactory, Profile, GhostSquad }
}

/** Creates a planned collection through the factory and answers its address (from the event). */
export async function createCollection(
  client: ChainWriter,
  factory: Address,
  owner: Address,
  key: keyof typeof NFT_COLLECTIONS,
): Promise<Address> {
  const plan = NFT_COLLECTIONS[key]
  const receipt = await write(client, {
    address: factory,
    abi: ghostNFTFactoryAbi,
    functionName: 'createCollection',
    args: [plan.name, plan.symbol, owner, plan.creatorFee, zeroAddress],
  })
  const [created] = parseEventLogs({
    abi: ghostNFTFactoryAbi,
    eventName: 'CollectionCreated',
    logs: receipt.logs,
  })
  if (!created) throw new TransactionFailedError(`createCollection ${plan.name}: no event`)
  return created.args.collection
}
