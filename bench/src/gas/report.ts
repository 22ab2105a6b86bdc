/** Formats the gas comparison: a table per scenario and the one-line headline. */
import { type GasByOperation, OPERATIONS, type Operation } from './scenario'

const SHORT_NAMES: Record<Operation, string> = {
  '1-hop swap': '1-hop swap',
  '3-hop swap': '3-hop',
  addLiquidity: 'add',
  removeLiquidity: 'remove',
}

export type Ratios = Record<Operation, number>

export function ratios(ours: GasByOperation, reference: GasByOperation): Ratios {
  const result = {} as Ratios
  for (const operation of OPERATIONS) {
    result[operation] = Number(ours[operation]) / Number(reference[operation])
  }
  return result
}

/** A side-by-side gas table: each operation's gas for us and for the peer, and the ratio. */
export function formatComparison<operation extends string>(parameters: {
  title: string
  columns: [operation: string, ours: string, peer: string]
  operations: readonly operation[]
  ours: Record<operation, bigint>
  peer: Record<operation, bigint>
}): string {
  const { title, columns, operations, ours, peer } = parameters
  const rows = [
    [...columns, 'ours/ref'],
    ...operations.map((operation) => [
      operation,
      ours[operation].toString(),
      peer[operation].toString(),
      (Number(ours[operation]) / Number(peer[operation])).toFixed(3),
    ]),
  ]
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
  return [title, ...rows.map(line)].join('\n')
}

export function formatTable(
  title: string,
  ours: GasByOperation,
  reference: GasByOperation,
): string {
  return formatComparison({
    title,
    columns: ['operation', 'Ghost', 'Uniswap V2'],
    operations: OPERATIONS,
    ours,
    peer: reference,
  })
}

/** An absolute-gas table's lines: `header` over the operations' column, then each operation's gas. */
export function formatGasLines<operation extends string>(
  header: string,
  operations: readonly operation[],
  gas: Record<operation, bigint>,
): string[] {
  const rows = [[header, 'gas'], ...operations.map((op) => [op, gas[op].toString()])]
  const width = Math.max(...rows.map(([name]) => (name ?? '').length))
  const gasWidth = Math.max(...rows.map(([, value]) => (value ?? '').length))
  return rows.map(
    ([name, value]) => `${(name ?? '').padEnd(width)}  ${(value ?? '').padStart(gasWidth)}`,
  )
}

/** Two decimals rounded up, so 1.001 never reads as 1.00. */
function roundUp(ratio: number): string {
  return (Math.ceil(ratio * 100) / 100).toFixed(2)
}

/** `0.93x gas of Uniswap V2 (worst of 4 ops: 1-hop swap 0.91, 3-hop 0.90, add 0.93, remove 0.92)` */
export function headline(r: Ratios): string {
  const worst = Math.max(...OPERATIONS.map((operation) => r[operation]))
  const parts = OPERATIONS.map((operation) => `${SHORT_NAMES[operation]} ${roundUp(r[operation])}`)
  return `${roundUp(worst)}x gas of Uniswap V2 (worst of ${OPERATIONS.length} ops: ${parts.join(', ')})`
}
