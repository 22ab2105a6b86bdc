/**
 * Issue 29: the project runs on the Node.js that package.json asks for (the `node` package from
 * the npm registry, linked into node_modules/.bin, which npm puts first on every script's PATH),
 * not on whatever the machine has. `.npmrc` no longer sets engine-strict, because npm itself may
 * run on an older Node at install time; this test checks the engines against the Node that
 * actually runs the code instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { describe, expect, test } from 'vitest'

const repoRoot = new URL('../../../', import.meta.url).pathname
const rootManifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  engines: { node: string }
  workspaces: string[]
  devDependencies: Record<string, string>
}

/** Every installed package folder under a node_modules: scoped, and nested ones too. */
function installedPackages(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return []
  const folders: string[] = []
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue
    const path = join(nodeModules, entry.name)
    const packages = entry.name.startsWith('@')
      ? readdirSync(path, { withFileTypes: true })
          .filter((scoped) => scoped.isDirectory())
          .map((scoped) => join(path, scoped.name))
      : [path]
    for (const folder of packages) {
      folders.push(folder, ...installedPackages(join(folder, 'node_modules')))
    }
  }
  return folders
}

const WORKSPACES = ['.', ...rootManifest.workspaces].map((workspace) =>
  join(repoRoot, workspace, 'node_modules'),
)

function enginesNode(folder: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
      engines?: { node?: unknown }
    }
    return typeof manifest.engines?.node === 'string' ? manifest.engines.node : undefined
  } catch {
    return undefined // a folder without a manifest (a bin link target, a cache) declares nothing
  }
}

describe('runtime', () => {
  test('is the Node.js version package.json pins, a maintained line', () => {
    console.info(`node ${process.version} at ${process.execPath}`)
    expect(process.versions.node).toBe(rootManifest.devDependencies.node)
    expect(semver.satisfies(process.version, rootManifest.engines.node)).toBe(true)
  })

  test("satisfies every installed package's engines.node", () => {
    const refused = WORKSPACES.flatMap(installedPackages)
      .map((folder) => ({ folder, range: enginesNode(folder) }))
      .filter(
        ({ range }) =>
          range !== undefined &&
          semver.validRange(range) !== null &&
          !semver.satisfies(process.version, range, { includePrerelease: true }),
      )
      .map(({ folder, range }) => `${folder.slice(repoRoot.length)} wants node ${range}`)
    expect(refused).toEqual([])
  })
})
