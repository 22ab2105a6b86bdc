import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompressPlugin } from './scripts/precompress'
import { REACT_ON_PREACT } from './scripts/reactOnPreact'

/**
 * The generated ABI modules only declare constants. Said so, the bundler places each ABI in the
 * chunks that use it; otherwise `@ghost/contracts`' index, which the shell imports for Multicall,
 * pulls every contract's ABI into the first-load chunk. (Our feature indexes are not listed:
 * a page can rely on a stylesheet that a sibling module of its index imports.)
 */
const SIDE_EFFECT_FREE = /\/contracts\/generated\//

export default defineConfig({
  plugins: [react(), precompressPlugin()],
  resolve: { alias: REACT_ON_PREACT },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Everything a first visit needs before any page (React, router, wagmi, viem, i18n, the
    // shell) in one chunk: one gzip stream compresses ~10 kB better than the two dozen small
    // shared chunks automatic splitting made of it, and saves their requests. Pages stay lazy.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // (`undefined`: every other module keeps the default, package.json's sideEffects included.)
      treeshake: {
        moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // viem's ABI constants (erc20Abi…) on their own: left to automatic splitting they share
            // a chunk with its `call` action and deployless-call bytecode, ~10 kB gzip that every
            // page reading an ERC20 loaded without calling it.
            { name: 'viemAbis', test: /\/node_modules\/viem\/_esm\/constants\/abis\.js$/ },
          ],
        },
      },
    },
  },
})
