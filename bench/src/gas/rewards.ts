/**
 * Gas of the reward programmes (issue 16), absolute, on a share pot (the ghost pot and the fee
 * managers share its LevelRewards base). Measured in the honest warm case: the holder has a
 * level already, the pot has had deposits and harvests before. The headline is harvest with 1
 * holder against harvest with 1,000 holders: no loop over holders, so they must stay within 5%.
 */
import {
  feeManagerAbi,
  feeManagerFactoryAbi,
  feeManagerFactoryBytecode,
  sharePotAbi,
  sharePotFactoryAbi,
  sharePotFactoryBytecode,
} from '@ghost/contracts'
import { type AnvilClient, anvilClient, devAccount } from '@ghost/contracts/anvil'
import { getGasLimit } from '@ghost/sdk'
import { type Address, encodeFunctionData, type Hex, parseEther, parseEventLogs } from 'viem'
import { BenchTransactionError, deploy } from './chain'
import { formatGasLines } from './report'

export const REWARD_OPERATIONS = [
  'deposit',
  'set level (new holder)',
  'set level (change)',
  'harvest (1 holder)',
  'harvest (1,000 holders)',
  'fee manager distribute',
] as const
export type RewardOperation = (typeof REWARD_OPERATIONS)[number]
export type RewardGas = Record<RewardOperation, bigint>

/** The acceptance: harvest gas may differ by less than 5% between 1 and 1,000 holders. */
export const HARVEST_SPREAD_BUDGET_PERCENT = 5n

const HOLDERS = 1_000

export async function measureRewardGas(url: string, wbnb: Address): Promise<RewardGas> {
  const admin = anvilClient(url)
  const holder = anvilClient(url, devAccount(1))
  const depositor = anvilClient(url, devAccount(2))
  const me = admin.account.address
  const call = (client: AnvilClient, what: string, to: Address, data: Hex, value = 0n) =>
    sendQuickly(client, what, to, data, value)
  const potData = (functionName: 'harvest' | 'depositRewards') =>
    encodeFunctionData({ abi: sharePotAbi, functionName })
  const setLevel = (pot: Address, user: Address, level: bigint) =>
    call(
      admin,
      'setUserLevel',
      pot,
      encodeFunctionData({ abi: sharePotAbi, functionName: 'setUserLevel', args: [user, level] }),
    )

  const potFactory = await deploy(
    admin,
    'SharePotFactory',
    { abi: sharePotFactoryAbi, bytecode: sharePotFactoryBytecode },
    [me, wbnb],
  )
  const createPot = async (name: string): Promise<Address> => {
    const receipt = await call(
      admin,
      'createPot',
      potFactory,
      encodeFunctionData({
        abi: sharePotFactoryAbi,
        functionName: 'createPot',
        args: [wbnb, name, me],
      }),
    )
    const [event] = parseEventLogs({
      abi: sharePotFactoryAbi,
      eventName: 'PotCreated',
      logs: receipt.logs,
    })
    if (!event) throw new BenchTransactionError('createPot emitted no PotCreated')
    return event.args.pot
  }

  /** A harvest by a holder who already harvested once, in a pot with `others` more holders. */
  const harvestWith = async (others: number) => {
    const pot = await createPot(`Bench ${others}`)
    for (let i = 0; i < others; i++) {
      await setLevel(pot, `0x${(0x10_000 + i).toString(16).padStart(40, '0')}`, 1n)
    }
    await setLevel(pot, holder.account.address, 1n)
    await call(depositor, 'depositRewards', pot, potData('depositRewards'), parseEther('1'))
    await call(holder, 'harvest', pot, potData('harvest'))
    await call(depositor, 'depositRewards', pot, potData('depositRewards'), parseEther('1'))
    return { pot, harvest: (await call(holder, 'harvest', pot, potData('harvest'))).gasUsed }
  }

  const gas = {} as RewardGas
  const alone = await harvestWith(0)
  gas['harvest (1 holder)'] = alone.harvest
  gas.deposit = (
    await call(depositor, 'depositRewards', alone.pot, potData('depositRewards'), parseEther('1'))
  ).gasUsed
  gas['set level (new holder)'] = (await setLevel(alone.pot, devAccount(3).address, 2n)).gasUsed
  gas['set level (change)'] = (await setLevel(alone.pot, devAccount(3).address, 3n)).gasUsed
  gas['harvest (1,000 holders)'] = (await harvestWith(HOLDERS - 1)).harvest

  const managerFactory = await deploy(
    admin,
    'FeeManagerFactory',
    { abi: feeManagerFactoryAbi, bytecode: feeManagerFactoryBytecode },
    [me, wbnb, devAccount(9).address, 500n],
  )
  const created = await call(
    admin,
    'createFeeManager',
    managerFactory,
    encodeFunctionData({
      abi: feeManagerFactoryAbi,
      functionName: 'createFeeManager',
      args: ['Bench', me],
    }),
  )
  const [event] = parseEventLogs({
    abi: feeManagerFactoryAbi,
    eventName: 'FeeManagerCreated',
    logs: created.logs,
  })
  if (!event) throw new BenchTransactionError('createFeeManager emitted no FeeManagerCreated')
  const manager = event.args.manager
  await call(
    admin,
    'setLevel',
    manager,
    encodeFunctionData({
      abi: feeManagerAbi,
      functionName: 'setLevel',
      args: [holder.account.address, 1n],
    }),
  )
  const distribute = async () => {
    await call(depositor, 'fees', manager, '0x', parseEther('1'))
    return call(
      depositor,
      'feeDistribute',
      managerFactory,
      encodeFunctionData({
        abi: feeManagerFactoryAbi,
        functionName: 'feeDistribute',
        args: [manager],
      }),
    )
  }
  await distribute() // warm: the recipient and the totals already hold something
  gas['fee manager distribute'] = (await distribute()).gasUsed
  return gas
}

/**
 * As chain.ts `send`, polling for the receipt every 20 ms: Anvil mines at once, and viem's
 * default interval would turn the 1,000 level settings into many minutes of waiting.
 */
async function sendQuickly(
  client: AnvilClient,
  what: string,
  to: Address,
  data: Hex,
  value: bigint,
) {
  const estimate = await client.estimateGas({ to, data, value })
  const hash = await client.sendTransaction({
    to,
    data,
    value,
    gas: getGasLimit({ estimate, pairsTouched: 0 }),
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (receipt.status !== 'success') throw new BenchTransactionError(`${what} reverted (${hash})`)
  return receipt
}

export function formatRewardTable(gas: RewardGas): string {
  const lines = formatGasLines('Reward operation', REWARD_OPERATIONS, gas)
  const one = gas['harvest (1 holder)']
  const many = gas['harvest (1,000 holders)']
  const spread = one > many ? one - many : many - one
  const verdict =
    spread * 100n < one * HARVEST_SPREAD_BUDGET_PERCENT ? 'within budget' : 'OVER BUDGET'
  return [
    'Reward programmes (absolute gas, share pot, warm holder)',
    ...lines,
    `harvest 1 vs ${HOLDERS.toLocaleString('en-US')} holders: ${spread} gas apart (budget < ${HARVEST_SPREAD_BUDGET_PERCENT}%, ${verdict})`,
  ].join('\n')
}
