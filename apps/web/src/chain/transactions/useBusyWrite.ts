/**
 * A form's write through its write flow, with the form held busy while the write is in flight
 * (sent, then mined, then indexed), so that none of its buttons starts a second one meanwhile.
 */
import { useState } from 'react'
import type { Abi, ContractFunctionName } from 'viem'
import type { useWriteFlow, WriteOptions, WriteOutcome, WriteRequest } from './useWriteFlow'

export function useBusyWrite(flow: Pick<ReturnType<typeof useWriteFlow>, 'write'>) {
  const [busy, setBusy] = useState(false)
  const send = async <
    const abi extends Abi,
    functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  >(
    request: WriteRequest<abi, functionName>,
    options: WriteOptions,
  ): Promise<WriteOutcome> => {
    setBusy(true)
    try {
      return await flow.write(request, options)
    } finally {
      setBusy(false)
    }
  }
  return { busy, send }
}
