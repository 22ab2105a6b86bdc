/**
 * The tests render with Preact, as the app ships (docs/decisions.md, "Preact renders the React
 * app"). The alias reaches every `import 'react'` the test runner transforms, but a CommonJS
 * library that Node loads itself (use-sync-external-store, which wagmi calls) requires React
 * through Node: here that require answers preact/compat, the instance the aliased imports get.
 * Controlled fields behave as in the app (../app/controlledFields.ts).
 */
import Module, { createRequire } from 'node:module'
import * as compat from 'preact/compat'
import { installControlledFields } from '../app/controlledFields'

const require = createRequire(import.meta.url)
for (const name of ['react', 'react-dom']) {
  const path = require.resolve(name)
  const preactInstead = new Module(path)
  preactInstead.filename = path
  preactInstead.loaded = true
  preactInstead.exports = compat
  require.cache[path] = preactInstead
}

installControlledFields()
