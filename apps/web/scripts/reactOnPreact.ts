/**
 * The app is written against React's API and runs on Preact's implementation of it
 * (docs/decisions.md, "Preact renders the React app"): react-dom alone was 62 kB gzip of the
 * 165 kB every route loads; preact/compat is about 10 kB.
 */
export const REACT_ON_PREACT = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]
