/**
 * A mined failure on Anvil (the seeded world): the receipt says only "reverted", so the reason
 * comes from replaying the call at its block, and a transaction that used all its gas is blamed
 * on gas. Sent with a fixed gas limit, as pool deposits are, so nothing is estimated first.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { smartChefAbi } from '@ghost/contracts'
import { anvilClient } from '@ghost/contracts/anvil'
import { type Devnet, devWriter, startDevnet } from '@ghost/devnet'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getRevertedError } from './getRevertedError'
import { getTransactionErrorMessage } from './getTransactionError'

let devnet: Devnet
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ghost-reverted-'))
  devnet = await startDevnet({ port: 0, manifestPath: join(dir, '1337.json') })
}, 120_000)

afterAll(async () => {
  await devnet?.anvil.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** Account 5 (no stake anywhere) withdraws 1 BNB from the live pool with `gas`; the mined receipt. */
async function withdrawWithoutStake(gas: bigint) {
  const writer = devWriter(devnet.anvil.url, 5)
  const hash = await writer.writeContract({
    address: devnet.manifest.contracts.SmartChef2,
    abi: smartChefAbi,
    functionName: 'withdraw',
    args: [parseEther('1')],
    gas,
  })
  const receipt = await writer.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('reverted')
  return receipt
}

test('a revert mined with room to spare: the replay names the contract’s reason', async () => {
  const receipt = await withdrawWithoutStake(200_000n)
  const error = await getRevertedError(anvilClient(devnet.anvil.url), receipt)
  expect(error.outOfGas).toBe(false)
  expect(error.reason).toBe('SmartChef: INSUFFICIENT_STAKE')
  expect(getTransactionErrorMessage(error, { flow: 'write' })).toEqual({
    key: 'The transaction cannot succeed due to error: %reason%',
    values: { reason: 'SmartChef: INSUFFICIENT_STAKE' },
  })
})

test('a transaction that ran out of gas is blamed on gas, not on the contract', async () => {
  const receipt = await withdrawWithoutStake(25_000n)
  const error = await getRevertedError(anvilClient(devnet.anvil.url), receipt)
  expect(error.outOfGas).toBe(true)
  expect(getTransactionErrorMessage(error, { flow: 'write' })).toEqual({
    key: 'Please try again. Confirm the transaction and make sure you are paying enough gas!',
  })
})
