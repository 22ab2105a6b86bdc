import type {
  Abi,
  AbiStateMutability,
  Address,
  ContractFunctionArgs,
  ContractFunctionName,
} from 'viem'

/**
 * The call builder of one contract's ABI: `(address, functionName, args)` to the
 * `{ address, abi, functionName, args }` a multicall read and `useWriteFlow` take. The name and
 * the arguments are checked against the ABI and kept literal, so a read's result type and a
 * write's arguments are the ABI's own, as if the object were written out by hand.
 */
export function contractCall<const abi extends Abi>(abi: abi) {
  return <
    const functionName extends ContractFunctionName<abi, AbiStateMutability>,
    const args extends ContractFunctionArgs<abi, AbiStateMutability, functionName>,
  >(
    address: Address,
    functionName: functionName,
    args: args,
  ) => ({ address, abi, functionName, args }) as const
}
