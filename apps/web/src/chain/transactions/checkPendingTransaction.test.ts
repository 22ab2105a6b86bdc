/**
 * The receipt and replacement checks against a real Anvil node: transactions are mined, reverted,
 * sped up in the mempool and dropped there, exactly as wallets and nodes do it.
 */
import { wbnbAbi, wbnbBytecode } from '@ghost/contracts'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  startAnvil,
} from '@ghost/contracts/anvil'
import { type Address, type Hash, parseEther, parseGwei } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { markTransactionLost } from '../../state/transactions/transactionState'
import { deployed } from '../../test/mined'
import { checkPendingTransaction } from './checkPendingTransaction'
import { shouldCheck } from './shouldCheck'

let anvil: AnvilInstance
let client: AnvilClient
let me: Address
let wbnb: Address

beforeAll(async () => {
  anvil = await startAnvil()
  client = anvilClient(anvil.url)
  me = client.account.address
  wbnb = await deployed(
    client,
    await client.deployContract({ abi: wbnbAbi, bytecode: wbnbBytecode }),
  )
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

/** viem caches the block number for its polling interval; these tests mine in between. */
function latestBlock(): Promise<bigint> {
  return client.getBlockNumber({ cacheTime: 0 })
}

/** Sends a 1-wei self-transfer with the given nonce and fee (gwei), as a wallet would. */
function sendSelfTransfer(nonce: number, feeGwei: number): Promise<Hash> {
  return client.sendTransaction({
    to: me,
    value: 1n,
    nonce,
    maxFeePerGas: parseGwei(String(feeGwei)),
    maxPriorityFeePerGas: parseGwei(String(feeGwei / 2)),
  })
}

describe('checkPendingTransaction on Anvil', { timeout: 30_000 }, () => {
  test('a mined transaction comes back confirmed, with its receipt', async () => {
    const hash = await client.writeContract({
      address: wbnb,
      abi: wbnbAbi,
      functionName: 'deposit',
      value: parseEther('1'),
    })
    const mined = await client.waitForTransactionReceipt({ hash })
    const result = await checkPendingTransaction(client, {
      transaction: { hash, from: me },
      blockNumber: await latestBlock(),
    })
    expect(result).toEqual({
      status: 'confirmed',
      receipt: {
        blockHash: mined.blockHash,
        blockNumber: Number(mined.blockNumber),
        contractAddress: null,
        from: me.toLowerCase(),
        status: 1,
        to: wbnb.toLowerCase(),
        transactionHash: hash,
        transactionIndex: 0,
      },
    })
  })

  test('a reverted transaction is confirmed with status 0', async () => {
    const hash = await client.writeContract({
      address: wbnb,
      abi: wbnbAbi,
      functionName: 'withdraw',
      args: [parseEther('5')],
      // A fixed limit skips estimation, which would refuse a call that reverts.
      gas: 100_000n,
    })
    await client.waitForTransactionReceipt({ hash })
    const result = await checkPendingTransaction(client, {
      transaction: { hash, from: me },
      blockNumber: await latestBlock(),
    })
    expect(result.status === 'confirmed' && result.receipt.status).toBe(0)
  })

  test('a transaction unknown to the node, nonce unknown, stays pending', async () => {
    const result = await checkPendingTransaction(client, {
      transaction: { hash: `0x${'42'.repeat(32)}`, from: me },
      blockNumber: await latestBlock(),
    })
    expect(result).toEqual({ status: 'pending', nonce: undefined })
  })

  test('sped up in the wallet: the original is replaced by the mined one with its nonce', async () => {
    await client.setAutomine(false)
    try {
      const nonce = await client.getTransactionCount({ address: me })
      const original = await sendSelfTransfer(nonce, 2)
      const sentAt = await latestBlock()

      // Still in the mempool: pending, and the check learns its nonce.
      const first = await checkPendingTransaction(client, {
        transaction: { hash: original, from: me },
        blockNumber: sentAt,
      })
      expect(first).toEqual({ status: 'pending', nonce })
      // With the nonce known and not yet used, still pending.
      expect(
        await checkPendingTransaction(client, {
          transaction: { hash: original, from: me, nonce, lastCheckedBlockNumber: Number(sentAt) },
          blockNumber: sentAt,
        }),
      ).toEqual({ status: 'pending' })

      const speedUp = await sendSelfTransfer(nonce, 4)
      expect(speedUp).not.toBe(original)
      await client.mine({ blocks: 3 })
      const now = await latestBlock()

      for (const lastCheckedBlockNumber of [Number(sentAt), undefined, 0]) {
        expect(
          await checkPendingTransaction(client, {
            transaction: { hash: original, from: me, nonce, lastCheckedBlockNumber },
            blockNumber: now,
          }),
        ).toEqual({ status: 'replaced', replacementHash: speedUp })
      }
      // The replacement itself is simply confirmed.
      const replacement = await checkPendingTransaction(client, {
        transaction: { hash: speedUp, from: me, nonce },
        blockNumber: now,
      })
      expect(replacement.status === 'confirmed' && replacement.receipt.status).toBe(1)
      // Checked before the replacing block existed, the original was still pending.
      expect(
        await checkPendingTransaction(client, {
          transaction: { hash: original, from: me, nonce },
          blockNumber: sentAt,
        }),
      ).toEqual({ status: 'pending' })
    } finally {
      await client.setAutomine(true)
    }
  })

  test('forgotten by the node while the nonce moved on without it: dropped, and no longer polled', async () => {
    await client.setAutomine(false)
    try {
      const nonce = await client.getTransactionCount({ address: me })
      const hash = await sendSelfTransfer(nonce, 2)
      const sentAt = await latestBlock()
      await client.dropTransaction({ hash })
      await client.setNonce({ address: me, nonce: nonce + 1 })
      await client.mine({ blocks: 1 })
      const now = await latestBlock()
      const transaction = {
        hash,
        from: me,
        chainId: 1337,
        nonce,
        addedTime: Date.now(),
        lastCheckedBlockNumber: Number(sentAt),
      }
      const result = await checkPendingTransaction(client, { transaction, blockNumber: now })
      expect(result).toEqual({ status: 'dropped' })

      const state = markTransactionLost(
        { 1337: { [hash]: transaction } },
        { chainId: 1337, hash, lost: { reason: 'dropped', detectedTime: Date.now() } },
      )
      const stored = state[1337]?.[hash]
      if (!stored) throw new Error('transaction missing')
      expect(shouldCheck(Number(now) + 100, stored)).toBe(false)
    } finally {
      await client.setAutomine(true)
    }
  })
})
