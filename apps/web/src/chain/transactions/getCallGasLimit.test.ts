import { expect, test } from 'vitest'
import { getCallGasLimit } from './getCallGasLimit'

const ROUTER = '0x00000000000000000000000000000000000000a1'
const MIGRATOR = '0x00000000000000000000000000000000000000b2'
const OTHER = '0x00000000000000000000000000000000000000c3'
const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'

// 100,000 estimated: 110,000 with spec §7's 10%, and 46,000 more for each pair whose
// accumulators the estimate may have missed.
test.each([
  [
    'a router swap over two hops',
    ROUTER,
    'swapExactTokensForTokens',
    [1n, 0n, [A, B, A], A, 9n],
    202_000n,
  ],
  ['a migration (the legacy pair and Ghost’s)', MIGRATOR, 'migrateWithPermit', [], 202_000n],
  ['a migrator read', MIGRATOR, 'factory', [], 110_000n],
  ['a migration name sent elsewhere', OTHER, 'migrate', [], 110_000n],
] as const)('%s', (_, address, functionName, args, limit) => {
  expect(
    getCallGasLimit({
      call: { address, functionName, args },
      estimate: 100_000n,
      router: ROUTER,
      migrator: MIGRATOR,
    }),
  ).toBe(limit)
})

test('a chain without a migrator adds nothing to calls that are not the router’s', () => {
  expect(
    getCallGasLimit({
      call: { address: MIGRATOR, functionName: 'migrate' },
      estimate: 100_000n,
      router: ROUTER,
    }),
  ).toBe(110_000n)
})
