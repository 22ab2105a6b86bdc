/**
 * Deploys the Ghost Squad (issue 16): the dedicated GhostSquad collection (team reserve minted by
 * the owner, sale tokens by the sale, revealed later) registered on the market as the factory
 * registers its collections and approved for profile pictures, and its GhostSquadSale, the
 * squad's minter. Runs on Anvil and on BSC testnet alike (deployNft calls it).
 */
import {
  ghostMarketAbi,
  ghostSquadAbi,
  ghostSquadBytecode,
  ghostSquadSaleAbi,
  ghostSquadSaleBytecode,
} from '@ghost/contracts'
import { computeCid } from '@ghost/sdk'
import { type Address, zeroAddress } from 'viem'
import type { ChainWriter } from './chainWriter'
import { type DeploySteps, directSteps } from './deploySteps'
import { encodeJson, nftMetadata } from './nftArt'
import { NFT_COLLECTIONS, SQUAD_SALE } from './worldPlan'

export type DeploySquadParameters = {
  /** Owns the squad and the sale (the admin command signs with it). */
  deployer: ChainWriter
  market: Address
  profile: Address
  cake: Address
  /** Unix seconds the sale's schedule counts from (by default the present). */
  now?: bigint | undefined
  /** Sends the transactions (a journal for a resumable deploy); plain sends when omitted. */
  steps?: DeploySteps | undefined
}

export type DeployedSquad = {
  GhostSquad: Address
  GhostSquadSale: Address
  schedule: { presaleStart: bigint; publicSaleStart: bigint; saleEnd: bigint }
}

const UNREVEALED_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400">',
  '<rect width="200" height="200" fill="#1f2340"/>',
  '<path d="M58 166V96a42 42 0 0 1 84 0v70l-14-10-14 10-14-10-14 10-14-10z" fill="#fff" opacity=".25" stroke="#fff" stroke-width="3"/>',
  '<text x="100" y="122" font-family="sans-serif" font-size="56" font-weight="bold" text-anchor="middle" fill="#fff">?</text>',
  '</svg>',
].join('')

/**
 * The placeholder every sale token shows until it is revealed: its image and metadata files
 * (stored by seedNfts so the URI resolves) and the `ipfs://` URI of the metadata. Pure: the same
 * bytes, so the same CIDs, on every world.
 */
export async function unrevealedSquadFiles(): Promise<{ files: Uint8Array[]; uri: string }> {
  // Copied into this realm's Uint8Array: under a DOM test environment (the web's chain tests
  // deploy the NFT market too) TextEncoder answers another realm's, which the CID hasher refuses.
  const image = new Uint8Array(new TextEncoder().encode(UNREVEALED_SVG))
  const plan = NFT_COLLECTIONS.GhostSquad
  const metadata = new Uint8Array(
    encodeJson(
      nftMetadata({
        name: `${plan.name} (unrevealed)`,
        description: `${plan.description} Revealed after the sale.`,
        imageCid: await computeCid(image),
        attributes: [],
      }),
    ),
  )
  return { files: [image, metadata], uri: `ipfs://${await computeCid(metadata)}` }
}

export async function deploySquad(parameters: DeploySquadParameters): Promise<DeployedSquad> {
  const { deployer, market, profile, cake } = parameters
  const steps = parameters.steps ?? directSteps(deployer)
  const me = deployer.account.address
  const plan = NFT_COLLECTIONS.GhostSquad
  const { uri } = await unrevealedSquadFiles()
  const GhostSquad = await steps.deploy({
    abi: ghostSquadAbi,
    bytecode: ghostSquadBytecode,
    args: [me, plan.name, plan.symbol, uri],
    name: 'GhostSquad',
  })
  // As the factory registers its collections: the owner is the creator, paid the royalty.
  await steps.write('NFTMarket.addCollection(GhostSquad)', {
    address: market,
    abi: ghostMarketAbi,
    functionName: 'addCollection',
    args: [GhostSquad, me, zeroAddress, plan.creatorFee, SQUAD_SALE.refererFee],
  })

  // A resumed deploy keeps the schedule of the run that began it.
  const now =
    parameters.now ??
    (await steps.value('squadSaleScheduleFrom', async () => BigInt(Math.floor(Date.now() / 1000))))
  const presaleStart = now + SQUAD_SALE.presaleDelaySeconds
  const publicSaleStart = presaleStart + SQUAD_SALE.phaseSeconds
  const saleEnd = publicSaleStart + SQUAD_SALE.phaseSeconds
  const GhostSquadSale = await steps.deploy({
    abi: ghostSquadSaleAbi,
    bytecode: ghostSquadSaleBytecode,
    args: [
      me,
      GhostSquad,
      cake,
      profile,
      SQUAD_SALE.presalePrice,
      SQUAD_SALE.publicPrice,
      presaleStart,
      publicSaleStart,
      saleEnd,
    ],
    name: 'GhostSquadSale',
  })
  await steps.write('GhostSquad.setMinter(GhostSquadSale)', {
    address: GhostSquad,
    abi: ghostSquadAbi,
    functionName: 'setMinter',
    args: [GhostSquadSale],
  })
  return { GhostSquad, GhostSquadSale, schedule: { presaleStart, publicSaleStart, saleEnd } }
}
