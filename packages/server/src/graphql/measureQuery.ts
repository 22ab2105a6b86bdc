import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type SelectionSetNode,
} from 'graphql'

export type QueryShape = {
  /** Field selections, aliased or not, each fragment counted every time it is spread. */
  fields: number
  /** Aliased field selections, counted the same way. */
  aliases: number
  /** The deepest nesting of fields; fragments, named or inline, add no level of their own. */
  depth: number
}

/** Counts stop growing here: a fragment spread twice in each of 64 fragments is 2⁶⁴ fields. */
export const SATURATED = 1_000_000_000

const NONE: QueryShape = { fields: 0, aliases: 0, depth: 0 }

function add(a: number, b: number): number {
  return Math.min(a + b, SATURATED)
}

/**
 * The size of a parsed query, read from its text alone (no schema), so it can be refused before
 * graphql's validation, whose cost grows with the fields written and, for fields of one name,
 * with their square.
 *
 * Operations are measured with every fragment spread replaced by its fragment, once per spread,
 * as execution would; a fragment reached again inside itself (a cycle, which validation refuses)
 * counts nothing the second time, and each fragment is measured once, so the walk is linear in the
 * document. A fragment no operation reaches, or a second one of the same name, is still read by
 * validation: it counts as if it were an operation. So
 * `{ ...F } fragment F on Query { a: bundle(id: "1") { bnbPrice } }` is 2 fields, 1 alias,
 * depth 2.
 */
export function measureQuery(document: DocumentNode): QueryShape {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value)) {
      fragments.set(definition.name.value, definition)
    }
  }
  const measured = new Map<string, QueryShape>()
  const measuring = new Set<string>()

  const fragmentShape = (name: string): QueryShape => {
    const known = measured.get(name)
    if (known !== undefined) return known
    const fragment = fragments.get(name)
    if (fragment === undefined || measuring.has(name)) return NONE
    measuring.add(name)
    const shape = selectionShape(fragment.selectionSet)
    measuring.delete(name)
    measured.set(name, shape)
    return shape
  }

  const selectionShape = (selectionSet: SelectionSetNode): QueryShape => {
    let fields = 0
    let aliases = 0
    let depth = 0
    for (const selection of selectionSet.selections) {
      let inner: QueryShape
      if (selection.kind === Kind.FIELD) {
        inner = selection.selectionSet ? selectionShape(selection.selectionSet) : NONE
        fields = add(fields, 1)
        if (selection.alias !== undefined) aliases = add(aliases, 1)
        depth = Math.max(depth, inner.depth + 1)
      } else {
        inner =
          selection.kind === Kind.INLINE_FRAGMENT
            ? selectionShape(selection.selectionSet)
            : fragmentShape(selection.name.value)
        depth = Math.max(depth, inner.depth)
      }
      fields = add(fields, inner.fields)
      aliases = add(aliases, inner.aliases)
    }
    return { fields, aliases, depth }
  }

  const total = { ...NONE }
  const count = (shape: QueryShape) => {
    total.fields = add(total.fields, shape.fields)
    total.aliases = add(total.aliases, shape.aliases)
    total.depth = Math.max(total.depth, shape.depth)
  }
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION)
      count(selectionShape(definition.selectionSet))
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const name = definition.name.value
    if (fragments.get(name) !== definition) count(selectionShape(definition.selectionSet))
    else if (!measured.has(name)) count(fragmentShape(name))
  }
  return total
}
