/**
 * Gas of the initial offerings' operations (issue 33), absolute. Measured in the warm case: the
 * deployer has made a sale before, every wallet holds an active profile and has approved the
 * sale, and two other wallets have committed to both pools before the measured one. The sale
 * has the world's fee tiers and an achievement; the unlimited pool ends oversubscribed (so its
 * harvest keeps a fee) and the basic pool under its target. The measured wallet's first harvest
 * (basic) also awards its profile points; its second (unlimited) does not. The owner's
 * finalWithdraw runs after every harvest.
 */
import {
  ghostIFOAbi,
  ghostIFODeployerAbi,
  ghostIFODeployerBytecode,
  ghostProfileAbi,
  ghostProfileBytecode,
  testAvatarNFTAbi,
  testAvatarNFTBytecode,
  testTokenAbi,
  testTokenBytecode,
} from '@ghost/contracts'
import { devAccount } from '@ghost/contracts/anvil'
import { IFO_DEFAULT_FEE_TIERS } from '@ghost/sdk'
import { keccak256, maxUint256, parseEther, parseEventLogs, toHex } from 'viem'
import { BenchTransactionError, deploy, devActors } from './chain'
import { formatGasLines } from './report'

export const IFO_OPERATIONS = [
  'create sale (createIFO)',
  'set pool',
  'commit (first of the wallet)',
  'commit (later, same pool)',
  'harvest basic (first: awards points)',
  'harvest unlimited (with fee)',
  'final withdraw',
] as const
export type IfoOperation = (typeof IFO_OPERATIONS)[number]
export type IfoGas = Record<IfoOperation, bigint>

const CAKE_UNIT = 10n ** 18n
const LEAD_SECONDS = 3_600n
const SALE_SECONDS = 86_400n
/** Basic: 500 OFF for 20 CAKE, 10 a wallet; unlimited: 1,000 OFF for 50 CAKE. */
const BASIC = { offering: 500n * CAKE_UNIT, raising: 20n * CAKE_UNIT, limit: 10n * CAKE_UNIT }
const UNLIMITED = { offering: 1_000n * CAKE_UNIT, raising: 50n * CAKE_UNIT }

/**
 * Development accounts by role; 0 deploys everything, owns the deployer and the sales.
 * Beyond the other benches' accounts, so their histories do not touch these.
 */
const ROLE = { warm: [30, 31], measured: 32 } as const

export async function measureIfoGas(url: string): Promise<IfoGas> {
  const { actor, call } = devActors(url)
  const admin = actor(0)
  const me = admin.account.address
  const wallets = [...ROLE.warm, ROLE.measured]
  for (const wallet of wallets) {
    // Anvil funds accounts 0–9 only
    await admin.setBalance({ address: devAccount(wallet).address, value: parseEther('100') })
  }

  const token = { abi: testTokenAbi, bytecode: testTokenBytecode }
  const cake = await deploy(admin, 'CAKE', token, ['CAKE', 'CAKE', 18, 10n ** 30n])
  const avatars = await deploy(
    admin,
    'TestAvatarNFT',
    { abi: testAvatarNFTAbi, bytecode: testAvatarNFTBytecode },
    ['Bench avatars', 'AVA'],
  )
  const profile = await deploy(
    admin,
    'GhostProfile',
    { abi: ghostProfileAbi, bytecode: ghostProfileBytecode },
    [me, cake, CAKE_UNIT, CAKE_UNIT, CAKE_UNIT],
  )
  await call(0, profile, ghostProfileAbi, 'addTeam', ['Ghosts', 'Boo'])
  await call(0, profile, ghostProfileAbi, 'approveCollection', [avatars])
  for (const [i, wallet] of wallets.entries()) {
    const tokenId = BigInt(i + 1)
    await call(0, cake, testTokenAbi, 'transfer', [devAccount(wallet).address, 1_000n * CAKE_UNIT])
    await call(0, avatars, testAvatarNFTAbi, 'mint', [devAccount(wallet).address, tokenId])
    await call(wallet, cake, testTokenAbi, 'approve', [profile, maxUint256])
    await call(wallet, avatars, testAvatarNFTAbi, 'setApprovalForAll', [profile, true])
    await call(wallet, profile, ghostProfileAbi, 'createProfile', [1n, avatars, tokenId])
  }
  const deployer = await deploy(
    admin,
    'GhostIFODeployer',
    { abi: ghostIFODeployerAbi, bytecode: ghostIFODeployerBytecode },
    [cake, profile, me],
  )

  const gas = {} as IfoGas
  // An explicit timestamp, not increaseTime: bench:gas runs Anvil with a fixed block interval,
  // which overrides an increase
  const createSale = async () => {
    const offering = await deploy(admin, 'OFF', token, ['Offering', 'OFF', 18, 10n ** 30n])
    const { timestamp } = await admin.getBlock({ blockTag: 'latest' })
    const start = timestamp + LEAD_SECONDS
    const receipt = await call(0, deployer, ghostIFODeployerAbi, 'createIFO', [
      offering,
      start,
      start + SALE_SECONDS,
      me,
    ])
    const [created] = parseEventLogs({
      abi: ghostIFODeployerAbi,
      eventName: 'NewIFOContract',
      logs: receipt.logs,
    })
    if (!created) throw new BenchTransactionError('createIFO emitted no NewIFOContract')
    return { ifo: created.args.ifo, offering, start, end: start + SALE_SECONDS, receipt }
  }
  await createSale()
  const sale = await createSale()
  gas['create sale (createIFO)'] = sale.receipt.gasUsed
  const { ifo } = sale

  gas['set pool'] = (
    await call(0, ifo, ghostIFOAbi, 'setPool', [0, BASIC.offering, BASIC.raising, BASIC.limit])
  ).gasUsed
  await call(0, ifo, ghostIFOAbi, 'setPool', [1, UNLIMITED.offering, UNLIMITED.raising, 0n])
  await call(0, ifo, ghostIFOAbi, 'setFeeTiers', [
    IFO_DEFAULT_FEE_TIERS.map((tier) => tier.minMultiple),
    IFO_DEFAULT_FEE_TIERS.map((tier) => tier.feeBps),
  ])
  await call(0, ifo, ghostIFOAbi, 'setPointParameters', [33n, 100n, CAKE_UNIT])
  await call(0, sale.offering, testTokenAbi, 'transfer', [ifo, BASIC.offering + UNLIMITED.offering])
  await call(0, profile, ghostProfileAbi, 'grantRole', [keccak256(toHex('POINT_ROLE')), ifo])
  for (const wallet of wallets) await call(wallet, cake, testTokenAbi, 'approve', [ifo, maxUint256])

  await admin.setNextBlockTimestamp({ timestamp: sale.start })
  const commit = (who: number, pid: number, amount: bigint) =>
    call(who, ifo, ghostIFOAbi, 'depositPool', [amount, pid])
  for (const wallet of ROLE.warm) {
    await commit(wallet, 0, 3n * CAKE_UNIT)
    await commit(wallet, 1, 40n * CAKE_UNIT)
  }
  gas['commit (first of the wallet)'] = (await commit(ROLE.measured, 0, 2n * CAKE_UNIT)).gasUsed
  gas['commit (later, same pool)'] = (await commit(ROLE.measured, 0, 2n * CAKE_UNIT)).gasUsed
  await commit(ROLE.measured, 1, 40n * CAKE_UNIT)

  await admin.setNextBlockTimestamp({ timestamp: sale.end })
  const harvest = (who: number, pid: number) => call(who, ifo, ghostIFOAbi, 'harvestPool', [pid])
  for (const wallet of ROLE.warm) {
    await harvest(wallet, 0)
    await harvest(wallet, 1)
  }
  const basic = await harvest(ROLE.measured, 0)
  if (
    parseEventLogs({ abi: ghostIFOAbi, eventName: 'UserPointsAwarded', logs: basic.logs })
      .length !== 1
  ) {
    throw new BenchTransactionError('the measured basic harvest awarded no points')
  }
  gas['harvest basic (first: awards points)'] = basic.gasUsed
  const unlimited = await harvest(ROLE.measured, 1)
  const [harvested] = parseEventLogs({
    abi: ghostIFOAbi,
    eventName: 'Harvest',
    logs: unlimited.logs,
  })
  if (!harvested || harvested.args.feeAmount === 0n) {
    throw new BenchTransactionError('the measured unlimited harvest kept no fee')
  }
  gas['harvest unlimited (with fee)'] = unlimited.gasUsed
  gas['final withdraw'] = (await call(0, ifo, ghostIFOAbi, 'finalWithdraw', [])).gasUsed
  return gas
}

export function formatIfoTable(gas: IfoGas): string {
  const lines = formatGasLines('IFO operation', IFO_OPERATIONS, gas)
  return [
    'IFO (absolute gas, a sale with both pools, two wallets before the measured one)',
    ...lines,
  ].join('\n')
}
