export type Row = Record<string, unknown>

/** Copies a row into a new object of the same own enumerable keys and values (a shallow copy). */
export type RowCopier = (row: Row) => Row

/**
 * A shallow row copier that is fast for the rows of one table. `{ ...row }` goes through one
 * spread site for every table, which V8 soon treats as megamorphic (~0.6 µs a copy; the store
 * copies on every get and set, millions of times in a backfill). An object literal compiled for
 * the table's columns is ~10x faster. It is used only for a row whose keys are exactly those
 * columns (in any order); any other row is spread, so a copy always has the row's own keys.
 *
 * @example
 * const copy = createRowCopier()
 * const row = { chain_id: 1, id: 'a', amount: 5n }
 * copy(row) // { chain_id: 1, id: 'a', amount: 5n }, a new object
 */
export function createRowCopier(): RowCopier {
  /** The columns of the first row copied, in its order, and the literal compiled for them. */
  let columns: readonly string[] | undefined
  let columnSet: ReadonlySet<string> = new Set()
  let literal: RowCopier = (row) => ({ ...row })

  /** The row's own keys are `columns` in that order (rows built by one literal, or copied here). */
  const inOrder = (row: Row, expected: readonly string[]) => {
    // for...in also walks inherited keys: a plain object's prototype has none enumerable.
    const prototype = Object.getPrototypeOf(row)
    if (prototype !== Object.prototype && prototype !== null) return false
    let index = 0
    for (const key in row) {
      if (key !== expected[index++]) return false
    }
    return index === expected.length
  }

  /** The same keys in another order (a row read from the database, say). */
  const reordered = (row: Row, expected: ReadonlySet<string>) => {
    const keys = Object.keys(row)
    return keys.length === expected.size && keys.every((key) => expected.has(key))
  }

  return (row) => {
    if (columns === undefined) {
      columns = Object.keys(row)
      columnSet = new Set(columns)
      // JSON.stringify makes each name a valid string literal: the source holds no other text.
      literal = new Function(
        'row',
        `return { ${columns.map((name) => `${JSON.stringify(name)}: row[${JSON.stringify(name)}]`).join(', ')} }`,
      ) as RowCopier
    }
    if (inOrder(row, columns) || reordered(row, columnSet)) return literal(row)
    return { ...row }
  }
}
