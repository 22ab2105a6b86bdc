/**
 * Governance voting's past in a fresh local world (Anvil only; worldPlan VOTING and
 * VOTING_PROPOSALS): a closed core proposal with votes (one voter changed its mind), an active
 * core proposal with votes and a pending community proposal, signed with the development keys
 * and written to `deployments/{chainId}.voting.json` (the sdk's `VotingSeedFile`) for the server
 * to import, as the open lazy orders are (seedLazyOrders).
 *
 * Proposals and votes live off chain; what they need from the chain is voting power at their
 * snapshot blocks, and those blocks must lie at the right moments of the world's past. So the
 * seed acts in between the DEX history's steps (seedHistory's `beforeStep`), as the lottery's,
 * the prediction game's and the IFO's seeds do:
 *
 * - the e2e voters (VOTING.voters) take CAKE in all four places voting power counts: the
 *   wallet, the CAKE pool (sousId 3), CAKE-GHOST LP in the wallet and in farm pid 1;
 * - at each proposal's planned signing time, the latest block is noted as its snapshot.
 *
 * After the history (`finish`) every message is signed and checked with the sdk's rules at its
 * own timestamp (the server's import refuses anything they refuse), with each author's and
 * voter's power read at the snapshot.
 */
import { ghostRouterAbi, masterChefAbi, smartChefAbi } from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { getVotingPowerContracts } from '@ghost/contracts/manifest'
import {
  getProposalId,
  getProposalTypedData,
  getVoteTypedData,
  getVotingPower,
  getVotingPowerSources,
  type ProposalMessage,
  proposalMessageToJson,
  VOTING_DEFAULT_MIN_PROPOSAL_POWER,
  type VoteMessage,
  type VotingPowerSources,
  type VotingSeedFile,
  validateProposal,
  validateVote,
  voteMessageToJson,
} from '@ghost/sdk'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  type LocalAccount,
  maxUint256,
} from 'viem'
import { createAnvilSender } from './anvilSender'
import { iso } from './predictionRounds'
import {
  createSeedClock,
  createTimedActions,
  type TimedAction,
  type TimedSeedParameters,
} from './timedActions'
import { NFT_SEED_TIME, VOTING, VOTING_PROPOSALS, type VotingVoterPlan } from './worldPlan'
import { writeFileAtomically } from './writeFileAtomically'

const DEADLINE = 2n ** 40n

export type SeedVotingParameters = TimedSeedParameters & {
  /** Where the signed messages are written (`votingPathOf` the manifest's path). */
  path: string
}

export type VotingSeed = {
  /** seedHistory's `beforeStep`: the voters' positions and the snapshots due before `time`. */
  beforeStep(time: bigint): Promise<void>
  /**
   * After the DEX history: signs every proposal and vote, checks each with the sdk's rules at
   * its own timestamp (throwing on the first it refuses) and writes the file.
   */
  finish(): Promise<{ file: VotingSeedFile; transactions: number }>
}

type Snapshot = { blockNumber: bigint; timestamp: bigint }

/** Development account `index` as a key that signs as its wallet would (`eth_signTypedData_v4`). */
function localSigner(index: number): LocalAccount {
  const signer = devAccount(index)
  if (signer.type !== 'local') throw new Error(`account ${index} cannot sign locally`)
  return signer
}

export function createVotingSeed(parameters: SeedVotingParameters): VotingSeed {
  const { manifest, until } = parameters
  const { Router, MasterChef, SmartChef3 } = manifest.contracts
  const { CAKE: cake, GHOST: ghost } = manifest.tokens
  const cakeGhost = manifest.pairs?.['CAKE-GHOST']
  if (!cakeGhost || !SmartChef3) throw new Error('the manifest lacks the CAKE pool or CAKE-GHOST')
  const sender = createAnvilSender(parameters.rpcUrl)
  const { client } = sender
  const deployer = devAccount(0).address
  const present = until + BigInt(NFT_SEED_TIME.minutesBeforeNow * 60)

  const clock = createSeedClock(sender, 'voting')
  /** Sends as `from` in its own block at `time` (a router call moves one pair: its gas limit). */
  const sendAt = (time: bigint, from: Address, to: Address, data: Hex, what: string) =>
    clock.writeAt(time, { from, to, data, what, pairsTouched: to === Router ? 1 : 0 })

  const approve = (time: bigint, from: Address, token: Address, spender: Address) =>
    sendAt(
      time,
      from,
      token,
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
      `approve of ${token} to ${spender}`,
    )

  /** The deployer's grant, then the pool stake, the liquidity and the farm stake. */
  const takePositions = async (time: bigint, plan: VotingVoterPlan) => {
    const voter = devAccount(plan.account).address
    const name = `account ${plan.account}`
    for (const [token, amount] of [
      [cake, plan.cake],
      [ghost, plan.ghost],
    ] as const) {
      await sendAt(
        time,
        deployer,
        token,
        encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [voter, amount] }),
        `grant to ${name}`,
      )
    }
    await approve(time, voter, cake, SmartChef3)
    await sendAt(
      time,
      voter,
      SmartChef3,
      encodeFunctionData({ abi: smartChefAbi, functionName: 'deposit', args: [plan.poolStake] }),
      `CAKE pool stake of ${name}`,
    )
    await approve(time, voter, cake, Router)
    await approve(time, voter, ghost, Router)
    // At the pair's price: all the CAKE, the GHOST that matches it. The history's walk keeps
    // its own reserves and finds these few hundred CAKE at its next resync of the pair; adding
    // at the price moves no price it steers by.
    await sendAt(
      time,
      voter,
      Router,
      encodeFunctionData({
        abi: ghostRouterAbi,
        functionName: 'addLiquidity',
        args: [cake, ghost, plan.liquidityCake, plan.ghost, 0n, 0n, voter, DEADLINE],
      }),
      `CAKE-GHOST liquidity of ${name}`,
    )
    const lp = await client.readContract({
      address: cakeGhost,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [voter],
    })
    await approve(time, voter, cakeGhost, MasterChef)
    await sendAt(
      time,
      voter,
      MasterChef,
      encodeFunctionData({
        abi: masterChefAbi,
        functionName: 'deposit',
        args: [1n, (lp * plan.farmShareBps) / 10_000n],
      }),
      `farm stake of ${name}`,
    )
  }

  const snapshots: (Snapshot | undefined)[] = VOTING_PROPOSALS.map(() => undefined)
  const votersAt = present + VOTING.votersFundedAt
  const actions: TimedAction[] = [
    {
      time: votersAt,
      run: async () => {
        for (const plan of VOTING.voters) await takePositions(votersAt, plan)
      },
    },
    ...VOTING_PROPOSALS.map((plan, i) => {
      const time = present + plan.signedAt
      return {
        time,
        run: async () => {
          // the latest block as a wallet would read it when the author signs; its time may be
          // a little past the plan when another seed sent at a later time in this step
          const latest = await client.getBlock({ blockTag: 'latest' })
          snapshots[i] = {
            blockNumber: latest.number,
            timestamp: latest.timestamp > time ? latest.timestamp : time,
          }
        },
      }
    }),
  ]
  const queue = createTimedActions(actions, clock.catchUp)
  const lastAction = actions.at(-1)
  if (lastAction && lastAction.time >= until) {
    throw new Error('the voting seed must act before the DEX history ends')
  }

  return {
    beforeStep: (time) => queue.runBefore(time),

    async finish() {
      queue.assertAllRun('voting history')
      await sender.assertAllSucceeded('voting positions')
      const chainId = await client.getChainId()
      const file: VotingSeedFile = { chainId, proposals: [], votes: [] }
      const sourcesAt = new Map<bigint, VotingPowerSources>()
      const powerAt = async (voter: Address, blockNumber: bigint) => {
        let sources = sourcesAt.get(blockNumber)
        if (!sources) {
          sources = await getVotingPowerSources({
            client,
            blockNumber,
            ...getVotingPowerContracts(manifest),
          })
          sourcesAt.set(blockNumber, sources)
        }
        return (await getVotingPower({ client, voter, blockNumber, sources })).total
      }

      for (const [i, plan] of VOTING_PROPOSALS.entries()) {
        const snapshot = snapshots[i]
        if (!snapshot) throw new Error(`the voting seed's proposal ${i + 1} has no snapshot`)
        const message: ProposalMessage = {
          author: devAccount(plan.author).address,
          title: plan.title,
          body: plan.body,
          choices: plan.choices,
          start: present + plan.startsAt,
          end: present + plan.endsAt,
          snapshot: snapshot.blockNumber,
          timestamp: snapshot.timestamp,
        }
        const errors = validateProposal(message, {
          now: message.timestamp,
          latestBlock: snapshot.blockNumber,
          power: await powerAt(message.author, snapshot.blockNumber),
          minPower: VOTING_DEFAULT_MIN_PROPOSAL_POWER,
        })
        if (errors.length > 0) {
          throw new Error(
            `the seeded proposal '${plan.title}' (signed ${iso(message.timestamp)}) breaks the rules: ${errors.map((error) => error.kind).join(', ')}`,
          )
        }
        file.proposals.push({
          message: proposalMessageToJson(message),
          signature: await localSigner(plan.author).signTypedData(
            getProposalTypedData(chainId, message),
          ),
        })
        const proposal = getProposalId(chainId, message)
        for (const [account, choice, signedAt] of plan.votes) {
          const vote: VoteMessage = {
            voter: devAccount(account).address,
            proposal,
            choice,
            timestamp: present + signedAt,
          }
          const voteErrors = validateVote(vote, {
            proposal: message,
            now: vote.timestamp,
            power: await powerAt(vote.voter, snapshot.blockNumber),
          })
          if (voteErrors.length > 0 || vote.timestamp < message.timestamp) {
            throw new Error(
              `account ${account}'s seeded vote on '${plan.title}' (signed ${iso(vote.timestamp)}) breaks the rules: ${voteErrors.map((error) => error.kind).join(', ') || 'signed before the proposal'}`,
            )
          }
          file.votes.push({
            message: voteMessageToJson(vote),
            signature: await localSigner(account).signTypedData(getVoteTypedData(chainId, vote)),
          })
        }
      }
      // In the order they were signed: an import that replays them meets each replacement
      // after the vote it replaces.
      file.votes.sort((a, b) => Number(BigInt(a.message.timestamp) - BigInt(b.message.timestamp)))
      writeFileAtomically(parameters.path, `${JSON.stringify(file, null, 2)}\n`)
      return { file, transactions: sender.transactions() }
    },
  }
}
