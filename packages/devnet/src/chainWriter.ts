/**
 * The minimal chain access the deploy and seed steps need: send a transaction and know it
 * landed. Works against Anvil and against a real chain (BSC testnet) alike.
 */
import { ghostRouterAbi } from '@ghost/contracts'
import { getGasLimit, getRouterCallPairCount } from '@ghost/sdk'
import {
  type Abi,
  type Account,
  type Address,
  type Chain,
  type ContractConstructorArgs,
  type ContractFunctionArgs,
  type ContractFunctionName,
  encodeDeployData,
  getAddress,
  type Hash,
  type PublicActions,
  type TransactionReceipt,
  type Transport,
  type WalletClient,
} from 'viem'
import { waitForReceipt } from './waitForReceipt'

export type ChainWriter = WalletClient<Transport, Chain, Account> & PublicActions<Transport, Chain>

export class TransactionFailedError extends Error {
  override name = 'TransactionFailedError'
}

/** Waits for the transaction as long as the chain needs (waitForReceipt) and checks it succeeded. */
export async function confirm(client: ChainWriter, hash: Hash, what: string) {
  const receipt = await waitForReceipt(client, { hash, what })
  if (receipt.status !== 'success') throw new TransactionFailedError(`${what} reverted (${hash})`)
  return receipt
}

/** Deploys a contract and resolves with its address once mined. */
export async function deploy<const abi extends Abi>(
  client: ChainWriter,
  parameters: {
    abi: abi
    bytecode: `0x${string}`
    args?: ContractConstructorArgs<abi> | undefined
    name: string
  },
): Promise<Address> {
  const deployment = {
    abi: parameters.abi,
    bytecode: parameters.bytecode,
    args: parameters.args,
  } as Parameters<typeof client.deployContract>[0]
  // The estimate is for the pending block; a constructor that reads the clock (the lottery's
  // price average) can cost a little more one second later, so the limit has the writes' margin.
  const estimate = await client.estimateGas({
    account: client.account,
    data: encodeDeployData(deployment),
  })
  const hash = await client.deployContract({ ...deployment, gas: getGasLimit({ estimate }) })
  const receipt = await confirm(client, hash, `deploy ${parameters.name}`)
  if (!receipt.contractAddress)
    throw new TransactionFailedError(`deploy ${parameters.name}: no address`)
  return getAddress(receipt.contractAddress)
}

/**
 * Calls a state-changing contract function and waits until it is mined successfully; resolves
 * with the receipt (for the events of a call whose result is needed, like a created address).
 */
export async function write<
  const abi extends Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
>(
  client: ChainWriter,
  parameters: {
    address: Address
    abi: abi
    functionName: functionName
    args?: ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> | undefined
    value?: bigint | undefined
    /** Pairs the call updates; router calls are counted from their arguments when omitted. */
    pairsTouched?: number | undefined
  },
): Promise<TransactionReceipt> {
  const { pairsTouched, ...call } = parameters
  // viem's generic overloads do not narrow through this wrapper; the call is checked by the
  // parameter types above.
  const request = call as Parameters<typeof client.writeContract>[0]
  const estimate = await client.estimateContractGas(
    request as Parameters<typeof client.estimateContractGas>[0],
  )
  const gas = getGasLimit({
    estimate,
    pairsTouched:
      pairsTouched ??
      ((call.abi as Abi) === ghostRouterAbi
        ? getRouterCallPairCount({
            functionName: call.functionName,
            args: call.args as readonly unknown[] | undefined,
          })
        : 0),
  })
  const hash = await client.writeContract({ ...request, gas })
  return confirm(client, hash, `${parameters.functionName} on ${parameters.address}`)
}
