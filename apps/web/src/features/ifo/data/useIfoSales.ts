/**
 * The sales the IFO screens know, from the chain and through the page's one multicall per block:
 * the manifest's deployer (undefined when this world has no IFO), its list of sales (`getIfos`),
 * the CAKE and profile contract every sale uses, each sale's times and offering token, and the
 * chain's clock (Multicall.getCurrentBlockTimestamp, so countdowns and phases run on chain time).
 */
import { multicallAbi } from '@ghost/contracts'
import { getIfoContracts } from '@ghost/contracts/manifest'
import { useMemo } from 'react'
import { type Address, isAddress } from 'viem'
import { readIfoDeployerValue, readIfos, readIfoValue } from '../../../chain/actions/ifo'
import { useMulticall } from '../../../chain/multicall/useMulticall'
import { useRuntimeConfig } from '../../../config/useRuntimeConfig'
import type { IfoSaleSummary } from '../rules/ifoRules'

export type IfoSalesState = {
  /** The deployer's address; undefined when this world has no IFO. */
  deployer: Address | undefined
  /** The CAKE every sale takes; undefined until read. */
  cake: Address | undefined
  /** The profile contract a commit is checked against; undefined until read. */
  profile: Address | undefined
  /** Every sale, oldest first; undefined until all are read. */
  sales: IfoSaleSummary[] | undefined
  blockTimestamp: bigint | undefined
  /** The list or a sale's times could not be read. */
  failed: boolean
}

export function useIfoSales(): IfoSalesState {
  const { manifest } = useRuntimeConfig()
  const deployer = getIfoContracts(manifest)?.IFODeployer
  const multicall = manifest.contracts.Multicall

  const listCalls = useMemo(
    () =>
      deployer
        ? ([
            readIfos({ deployer }),
            readIfoDeployerValue({ deployer, name: 'lpToken' }),
            readIfoDeployerValue({ deployer, name: 'profile' }),
            { address: multicall, abi: multicallAbi, functionName: 'getCurrentBlockTimestamp' },
          ] as const)
        : undefined,
    [deployer, multicall],
  )
  const list = useMulticall(listCalls, { enabled: !!listCalls })
  const [ifosRead, cakeRead, profileRead, timestampRead] = list.data ?? []
  const addresses = ifosRead?.status === 'success' ? ifosRead.result : undefined

  const saleCalls = useMemo(
    () =>
      addresses?.flatMap((ifo) => [
        readIfoValue({ ifo, name: 'startTimestamp' }),
        readIfoValue({ ifo, name: 'endTimestamp' }),
        readIfoValue({ ifo, name: 'offeringToken' }),
      ]),
    [addresses],
  )
  const details = useMulticall(saleCalls, { enabled: !!saleCalls && saleCalls.length > 0 })

  const sales = useMemo((): IfoSaleSummary[] | undefined => {
    if (!addresses) return undefined
    if (addresses.length === 0) return []
    const answers = details.data
    if (!answers || answers.length !== addresses.length * 3) return undefined
    const read: IfoSaleSummary[] = []
    for (const [index, address] of addresses.entries()) {
      const [start, end, token] = answers.slice(index * 3, index * 3 + 3)
      // a sale whose fields do not read is left out rather than shown with made-up times
      if (
        start?.status !== 'success' ||
        end?.status !== 'success' ||
        token?.status !== 'success' ||
        typeof start.result !== 'bigint' ||
        typeof end.result !== 'bigint' ||
        typeof token.result !== 'string' ||
        !isAddress(token.result)
      ) {
        continue
      }
      read.push({
        address,
        offeringToken: token.result,
        startTimestamp: start.result,
        endTimestamp: end.result,
      })
    }
    return read
  }, [addresses, details.data])

  return {
    deployer,
    cake: cakeRead?.status === 'success' ? cakeRead.result : undefined,
    profile: profileRead?.status === 'success' ? profileRead.result : undefined,
    sales,
    blockTimestamp: timestampRead?.status === 'success' ? timestampRead.result : undefined,
    failed: !!list.error || ifosRead?.status === 'failure' || !!details.error,
  }
}
