import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompressPlugin } from './scripts/precompress'

export default defineConfig({
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // Everything a first visit needs before any page (React, router, wagmi, viem, i18n, the
    // shell) in one chunk: one gzip stream compresses ~10 kB better than the two dozen small
    // shared chunks automatic splitting made of it, and saves their requests. Pages stay lazy.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
    },
  },
})
