/**
 * Deploys the lottery (issue 31): GhostLottery on the world's CAKE and its CAKE-USDT pair (the
 * ticket price's source), with its operator, treasury, injector, ticket price bounds and VRF
 * settings. On the local chain (no `vrf` given) it deploys Chainlink's VRFCoordinatorV2_5Mock too,
 * opens a subscription, funds it and adds the lottery as its consumer; on a real chain it uses the
 * coordinator, key hash and subscription it is given, and adds the consumer when the deployer owns
 * the subscription.
 */
import {
  ghostLotteryAbi,
  ghostLotteryBytecode,
  vrfCoordinatorV2_5MockAbi,
  vrfCoordinatorV2_5MockBytecode,
} from '@ghost/contracts'
import type { ManifestLotteryContracts } from '@ghost/contracts/manifest'
import { createdSubscriptionId } from '@ghost/contracts/vrf'
import { type Address, getAddress, type Hex } from 'viem'
import { type ChainWriter, write } from './chainWriter'
import { type DeploySteps, directSteps } from './deploySteps'
import { LOTTERY } from './worldPlan'

/** A real chain's Chainlink VRF v2.5 coordinator and the subscription that pays for the lottery. */
export type LotteryVrfPlan = {
  coordinator: Address
  keyHash: Hex
  subscriptionId: bigint
  callbackGasLimit?: number | undefined
  requestConfirmations?: number | undefined
  /** Pay the coordinator in BNB rather than LINK. */
  nativePayment?: boolean | undefined
}

export type DeployLotteryParameters = {
  /** Deploys and owns the lottery (and, locally, the coordinator mock and its subscription). */
  deployer: ChainWriter
  cake: Address
  /** The pair of CAKE and a USD stablecoin whose average price sets each round's ticket price. */
  cakeUsdPair: Address
  /** Receives the treasury fee (0 unless the owner sets one). */
  treasury: Address
  /** Opens, closes and re-requests rounds; the deployer when omitted. */
  operator?: Address | undefined
  /** Adds CAKE to open rounds' pots; the deployer when omitted. */
  injector?: Address | undefined
  /** A real chain's coordinator; omitted, the VRF mock is deployed (chain 1337). */
  vrf?: LotteryVrfPlan | undefined
  steps?: DeploySteps | undefined
  log?: ((line: string) => void) | undefined
}

/**
 * Opens a subscription on a VRF v2.5 coordinator as `writer` (who owns it); answers its id, a
 * hash of the sender and block that only the coordinator's event tells.
 */
export async function createVrfSubscription(
  writer: ChainWriter,
  coordinator: Address,
): Promise<bigint> {
  const receipt = await write(writer, {
    address: coordinator,
    abi: vrfCoordinatorV2_5MockAbi,
    functionName: 'createSubscription',
  })
  return createdSubscriptionId(receipt.logs)
}

export async function deployLottery(
  parameters: DeployLotteryParameters,
): Promise<ManifestLotteryContracts> {
  const { deployer, cake, cakeUsdPair, treasury, vrf } = parameters
  const steps = parameters.steps ?? directSteps(deployer)
  const log = parameters.log ?? (() => {})
  const me = deployer.account.address

  let VRFCoordinator: Address
  let subscriptionId: bigint
  if (vrf) {
    VRFCoordinator = vrf.coordinator
    subscriptionId = vrf.subscriptionId
  } else {
    const { baseFee, gasPrice, weiPerUnitLink, funding } = LOTTERY.vrfMock
    VRFCoordinator = await steps.deploy({
      abi: vrfCoordinatorV2_5MockAbi,
      bytecode: vrfCoordinatorV2_5MockBytecode,
      args: [baseFee, gasPrice, weiPerUnitLink],
      name: 'VRFCoordinator',
    })
    const coordinator = VRFCoordinator
    subscriptionId = await steps.value('VRFCoordinator.createSubscription', () =>
      createVrfSubscription(deployer, coordinator),
    )
    await steps.write('VRFCoordinator.fundSubscription', {
      address: VRFCoordinator,
      abi: vrfCoordinatorV2_5MockAbi,
      functionName: 'fundSubscription',
      args: [subscriptionId, funding],
    })
  }

  const Lottery = await steps.deploy({
    abi: ghostLotteryAbi,
    bytecode: ghostLotteryBytecode,
    args: [VRFCoordinator, cake, cakeUsdPair],
    name: 'Lottery',
  })
  const [, , , owner, consumers] = await deployer.readContract({
    address: VRFCoordinator,
    abi: vrfCoordinatorV2_5MockAbi,
    functionName: 'getSubscription',
    args: [subscriptionId],
  })
  if (consumers.some((consumer) => getAddress(consumer) === Lottery)) {
    // added by an earlier run of a resumed deploy, or by hand
  } else if (getAddress(owner) === getAddress(me)) {
    await steps.write('VRFCoordinator.addConsumer(Lottery)', {
      address: VRFCoordinator,
      abi: vrfCoordinatorV2_5MockAbi,
      functionName: 'addConsumer',
      args: [subscriptionId, Lottery],
    })
  } else {
    log(
      `The VRF subscription ${subscriptionId} belongs to ${owner}: its owner must add the lottery ${Lottery} as a consumer (vrf.chain.link) before the first round closes.`,
    )
  }
  await steps.write('Lottery.setVrfConfig', {
    address: Lottery,
    abi: ghostLotteryAbi,
    functionName: 'setVrfConfig',
    args: [
      subscriptionId,
      vrf?.keyHash ?? LOTTERY.keyHash,
      vrf?.callbackGasLimit ?? LOTTERY.callbackGasLimit,
      vrf?.requestConfirmations ?? LOTTERY.requestConfirmations,
      vrf?.nativePayment ?? false,
    ],
  })
  await steps.write('Lottery.setOperators', {
    address: Lottery,
    abi: ghostLotteryAbi,
    functionName: 'setOperators',
    args: [parameters.operator ?? me, treasury, parameters.injector ?? me],
  })
  await steps.write('Lottery.setTicketPriceBounds', {
    address: Lottery,
    abi: ghostLotteryAbi,
    functionName: 'setTicketPriceBounds',
    args: [LOTTERY.ticketPriceBounds.min, LOTTERY.ticketPriceBounds.max],
  })
  return { Lottery, VRFCoordinator }
}
