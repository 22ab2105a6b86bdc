/**
 * The web app's layers (ARCHITECTURE.md, "Inside the web app"), checked in `npm test`'s lint
 * stage: `chain/` knows no feature, a feature meets another only through its `index.ts`, the
 * app-wide state knows nothing above it, and no module imports itself in a circle.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle makes load order matter and hides which module owns what.',
      from: {},
      to: { circular: true, viaOnly: { pathNot: '\\.test\\.tsx?$' } },
    },
    {
      name: 'feature-internals',
      severity: 'error',
      comment: 'A feature reaches another only through its index.ts.',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'lower-layers-know-no-feature',
      severity: 'error',
      comment: 'api, chain, state, components, config and i18n sit below every feature.',
      from: { path: '^src/(api|chain|state|components|config|i18n)/' },
      to: { path: '^src/(features|app|layout)/' },
    },
    {
      name: 'state-is-the-bottom',
      severity: 'error',
      comment:
        'App-wide state is read by the chain layer, the api and features, never the reverse.',
      from: { path: '^src/state/' },
      to: { path: '^src/(api|chain)/' },
    },
    {
      name: 'api-knows-no-chain',
      severity: 'error',
      comment: 'The server client talks HTTP; chain reads and writes live in chain/.',
      from: { path: '^src/api/' },
      to: { path: '^src/chain/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|/test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
}
