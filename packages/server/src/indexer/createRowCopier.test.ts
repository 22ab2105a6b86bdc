import { describe, expect, it } from 'vitest'
import { createRowCopier } from './createRowCopier'

describe('createRowCopier', () => {
  it('hands out new objects equal to the row, for rows of the first shape in any order', () => {
    const copy = createRowCopier()
    const first = { chain_id: 1, id: 'a', amount: 5n, name: 'x' }
    const reordered = { name: 'y', amount: 6n, id: 'b', chain_id: 1 }
    for (const row of [first, reordered, { ...first, amount: 7n }]) {
      const copied = copy(row)
      expect(copied).not.toBe(row)
      expect(copied).toStrictEqual(row)
      expect(Object.keys(copied).sort()).toEqual(Object.keys(row).sort())
    }
  })

  it('copies a row of other columns as it is: no key added, none lost', () => {
    const copy = createRowCopier()
    copy({ chain_id: 1, id: 'a', amount: 5n })
    const fewer = { chain_id: 1, id: 'b' }
    const more = { chain_id: 1, id: 'c', amount: 1n, extra: true }
    const swapped = { chain_id: 1, id: 'd', other: 2n }
    for (const row of [fewer, more, swapped]) {
      const copied = copy(row)
      expect(copied).not.toBe(row)
      expect(copied).toStrictEqual(row)
      expect(Object.keys(copied)).toEqual(Object.keys(row))
    }
  })

  it('keeps a key whose value is undefined, and copies own keys only', () => {
    const copy = createRowCopier()
    copy({ chain_id: 1, id: 'a', note: 'x' })
    const withUndefined = { chain_id: 1, id: 'b', note: undefined }
    expect(Object.keys(copy(withUndefined))).toEqual(['chain_id', 'id', 'note'])
    const inherited = Object.assign(Object.create({ note: 'inherited' }), { chain_id: 1, id: 'c' })
    expect(Object.keys(copy(inherited))).toEqual(['chain_id', 'id'])
  })

  it('quotes any column name safely', () => {
    const copy = createRowCopier()
    const odd = { chain_id: 1, id: 'a', 'x"; throw 1; "': 2, 'line\u2028break': 3 }
    expect(copy(odd)).toStrictEqual(odd)
    expect(copy({ ...odd, id: 'b' })).toStrictEqual({ ...odd, id: 'b' })
  })
})
