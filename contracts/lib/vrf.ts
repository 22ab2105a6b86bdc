/**
 * Reading Chainlink's VRF v2.5 coordinator (the local world's `VRFCoordinatorV2_5Mock`, the
 * real coordinators on 56/97), shared by the devnet, the contract tests and the gas bench.
 */
import { type Log, parseEventLogs } from 'viem'
import { vrfCoordinatorV2_5MockAbi } from '../generated/VRFCoordinatorV2_5Mock'

/**
 * The id of the subscription a `createSubscription` transaction opened, from its receipt's logs:
 * the id hashes the sender and the block, so only the coordinator's event tells it.
 */
export function createdSubscriptionId(logs: readonly Log[]): bigint {
  const [created] = parseEventLogs({
    abi: vrfCoordinatorV2_5MockAbi,
    eventName: 'SubscriptionCreated',
    logs: [...logs],
  })
  if (!created) throw new Error('createSubscription emitted no SubscriptionCreated')
  return created.args.subId
}
