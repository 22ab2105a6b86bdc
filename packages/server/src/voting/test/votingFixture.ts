/**
 * What the voting tests share: signed proposals and votes made as a wallet makes them (viem's
 * signTypedData with the sdk's typed data), CAKE handed out on the world's chain, the chain's
 * clock moved, and the stored rows read back to prove a refused request wrote nothing.
 */
import { lazyOrderCreatorWalletAbi, lazyOrderCreatorWalletBytecode } from '@ghost/contracts'
import { anvilClient, LOCAL_CHAIN_ID } from '@ghost/contracts/anvil'
import {
  type ApiProposalRequest,
  type ApiVoteRequest,
  getProposalTypedData,
  getVoteTypedData,
  type ProposalMessage,
  proposalMessageToJson,
  type VoteMessage,
  voteMessageToJson,
} from '@ghost/sdk'
import type { Kysely } from 'kysely'
import { type Account, type Address, erc20Abi, type Hex } from 'viem'
import { toAccount } from 'viem/accounts'
import type { Database } from '../../db/schema'
import type { MarketChain } from '../../market/test/marketFixture'

export type ChainHead = { number: bigint; timestamp: bigint }

/** The node's latest block, read fresh (the clock every rule is judged on). */
export async function chainHead(chain: MarketChain): Promise<ChainHead> {
  const block = await chain.client.getBlock({ blockTag: 'latest' })
  return { number: block.number, timestamp: block.timestamp }
}

/** Moves the chain's clock on by `seconds` and mines a block there. */
export async function advanceClock(chain: MarketChain, seconds: number): Promise<void> {
  await chain.client.increaseTime({ seconds })
  await chain.client.mine({ blocks: 1 })
}

/** Account 0 (the deployer, who holds the world's CAKE) sends `amount` CAKE to `to`. */
export async function giveCake(chain: MarketChain, to: Address, amount: bigint): Promise<void> {
  const hash = await chain.client.writeContract({
    address: chain.manifest.tokens.CAKE,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await chain.client.waitForTransactionReceipt({ hash })
}

/**
 * A proposal opening now on the chain's clock for a day, its snapshot the latest block, signed
 * now; `overrides` change any field.
 */
export async function proposalMessage(
  chain: MarketChain,
  author: Account,
  overrides: Partial<ProposalMessage> = {},
): Promise<ProposalMessage> {
  const head = await chainHead(chain)
  return {
    author: author.address,
    title: 'Burn half of the treasury CAKE',
    body: 'The treasury holds more CAKE than it needs. **Burn** half of it.',
    choices: ['Yes', 'No', 'Abstain'],
    start: head.timestamp,
    end: head.timestamp + 86_400n,
    snapshot: head.number,
    timestamp: head.timestamp,
    ...overrides,
  }
}

/** The chain the request names (default 1337) and the one whose domain is signed (default the same). */
export type SignOptions = { chainId?: number; signedChainId?: number }

/** The POST body of `message` signed by `signer` on `signedChainId` (the request says `chainId`). */
export async function signedProposal(
  signer: Account,
  message: ProposalMessage,
  options: SignOptions = {},
): Promise<ApiProposalRequest> {
  const { chainId = LOCAL_CHAIN_ID, signedChainId = chainId } = options
  if (!signer.signTypedData) throw new Error('the account cannot sign typed data')
  const signature = await signer.signTypedData(getProposalTypedData(signedChainId, message))
  return { chainId, message: proposalMessageToJson(message), signature }
}

/** A vote for `proposal` signed now on the chain's clock (or `overrides`). */
export async function voteMessage(
  chain: MarketChain,
  voter: Account,
  proposal: string,
  choice: number,
  overrides: Partial<VoteMessage> = {},
): Promise<VoteMessage> {
  const head = await chainHead(chain)
  return {
    voter: voter.address,
    proposal: proposal as Hex,
    choice,
    timestamp: head.timestamp,
    ...overrides,
  }
}

export async function signedVote(
  signer: Account,
  message: VoteMessage,
  options: SignOptions = {},
): Promise<ApiVoteRequest> {
  const { chainId = LOCAL_CHAIN_ID, signedChainId = chainId } = options
  if (!signer.signTypedData) throw new Error('the account cannot sign typed data')
  const signature = await signer.signTypedData(getVoteTypedData(signedChainId, message))
  return { chainId, message: voteMessageToJson(message), signature }
}

/**
 * A contract wallet (ERC-1271: the test LazyOrderCreatorWallet, its key `key`) deployed on the
 * chain, as the account its owner signs with in a browser: the wallet's address, the key's
 * signatures.
 */
export async function deployContractWallet(chain: MarketChain, key: Account): Promise<Account> {
  const { signMessage, signTypedData } = key
  if (!signMessage || !signTypedData) throw new Error('the key cannot sign locally')
  const keyClient = anvilClient(chain.url, key)
  const deployed = await keyClient.waitForTransactionReceipt({
    hash: await keyClient.deployContract({
      abi: lazyOrderCreatorWalletAbi,
      bytecode: lazyOrderCreatorWalletBytecode,
      args: [key.address],
    }),
  })
  if (!deployed.contractAddress) throw new Error('no wallet')
  return toAccount({
    address: deployed.contractAddress,
    signMessage,
    signTypedData,
    signTransaction: () => Promise.reject(new Error('a contract does not sign transactions')),
  })
}

/** Every voting row, to compare before and after a refused write. */
export async function votingRows(db: Kysely<Database>) {
  return {
    proposals: await db.selectFrom('voting_proposal').selectAll().orderBy('id').execute(),
    votes: await db
      .selectFrom('voting_vote')
      .selectAll()
      .orderBy('proposal')
      .orderBy('voter')
      .execute(),
  }
}
