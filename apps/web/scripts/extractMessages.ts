/**
 * Message key extractor: `npm run i18n:extract -w @ghost/web`.
 *
 * Keys are the English text, so the English catalogue is simply every key the code can ask for.
 * This scans `src/**\/*.{ts,tsx}` (tests excluded) with the TypeScript parser and collects:
 *   - `t('…')`, `t("…")`, `t(`…`)` (no `${}`), also as a method (`i18n.t('…')`);
 *   - `msg('…')`, the identity marker for constant strings kept outside components;
 *   - `<Trans i18nKey="…">` / `i18nKey={'…'}`.
 * It writes `public/locales/en-US.json` (keys sorted by code unit, value = key) and drops keys
 * that no longer exist from the other locale files (they are listed, so a reworded key can be
 * re-translated with `npm run i18n:missing -w @ghost/web`).
 *
 * Keys must be literal strings. The first argument of `t(…)` may be something else only in this
 * allowed form: a reference to a value that was written with `msg('…')` elsewhere —
 *   - a name or a property/element chain: `t(title)`, `t(item.label)`, `t(INFO_META.title)`,
 *     `t(match[1])`, `t(match?.[1])`, and a table of `msg()` values indexed by a name or a literal:
 *     `t(STATUS_LABELS[status])`;
 *   - a choice between allowed forms and literals: `t(a ?? 'Overview')`, `t(x || y)`,
 *     `t(ok ? 'Yes' : label)` (the literals are extracted too).
 * The `msg()` marker is what guarantees extraction of such values; the scanner cannot follow the
 * data flow, so code review keeps references pointing at `msg()` constants. Anything computed —
 * `${}` templates, `'a' + b`, calls such as `t(key())` or `t(LABELS[key()])`, a missing
 * argument — is reported with file:line:column and the run fails (exit code 1) without writing
 * anything. So is a reference to a name imported from a package, such as
 * `t(SLIPPAGE_MESSAGES.invalid)` from `@ghost/sdk`: package texts carry no `msg()` marker, so
 * the web app declares the keys it shows for them with `msg()`. `msg()` itself only accepts a
 * literal.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import {
  ENGLISH_LOCALE,
  formatCatalogue,
  listLocaleFiles,
  localeFilePath,
  readCatalogue,
  SOURCE_DIR,
  sortKeys,
  toEnglishCatalogue,
  WEB_ROOT,
} from './i18nCatalogue'

export type ExtractProblem = { file: string; line: number; column: number; message: string }
export type ExtractMessagesReturnType = { keys: string[]; problems: ExtractProblem[] }

const TEST_FILE = /\.(test|spec|test-d)\.tsx?$/

/** Every non-test `.ts`/`.tsx` file under `dir`, sorted for stable output. */
export function listSourceFiles(dir: string = SOURCE_DIR): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...listSourceFiles(path))
    else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.d\.ts$/.test(entry.name) &&
      !TEST_FILE.test(entry.name)
    )
      files.push(path)
  }
  return files.sort()
}

function isLiteral(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
}

/** `a`, `a.b.c`, `a[0]`, `a?.[1]`, `LABELS[status]`, with parentheses, `!` and `as` around them. */
function isReference(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return true
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node))
    return isReference(node.expression)
  if (ts.isPropertyAccessExpression(node)) return isReference(node.expression)
  if (ts.isElementAccessExpression(node)) {
    const index = node.argumentExpression
    return (
      isReference(node.expression) &&
      (ts.isNumericLiteral(index) || isLiteral(index) || isReference(index))
    )
  }
  return false
}

/** The name a reference starts from: `a` for `a.b[c]`. */
function rootName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node)
  )
    return rootName(node.expression)
  return undefined
}

/** Names a file imports from packages (`@ghost/sdk`, `viem`, …): their texts carry no msg() marker. */
function packageImports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue
    if (statement.moduleSpecifier.text.startsWith('.')) continue
    const clause = statement.importClause
    if (clause?.name) names.add(clause.name.text)
    const bindings = clause?.namedBindings
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text)
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) names.add(element.name.text)
  }
  return names
}

const CHOICE_OPERATORS = new Set([ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken])

/**
 * Collects the literal keys of a `t()` argument; returns false when the argument is neither a
 * literal, nor an allowed reference, nor a choice between them.
 */
function collectKeyArgument(
  node: ts.Expression,
  keys: Set<string>,
  external: ReadonlySet<string>,
): boolean {
  if (isLiteral(node)) {
    keys.add(node.text)
    return true
  }
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    return collectKeyArgument(node.expression, keys, external)
  if (ts.isConditionalExpression(node))
    return (
      collectKeyArgument(node.whenTrue, keys, external) &&
      collectKeyArgument(node.whenFalse, keys, external)
    )
  if (ts.isBinaryExpression(node) && CHOICE_OPERATORS.has(node.operatorToken.kind))
    return (
      collectKeyArgument(node.left, keys, external) &&
      collectKeyArgument(node.right, keys, external)
    )
  const root = rootName(node)
  return isReference(node) && root !== undefined && !external.has(root)
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === 't') return 't'
  return undefined
}

/** Keys and problems of one source text; `file` only names the problems. */
export function extractFromSource(file: string, text: string): ExtractMessagesReturnType {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const keys = new Set<string>()
  const problems: ExtractProblem[] = []
  const external = packageImports(source)
  const report = (node: ts.Node, message: string) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source))
    problems.push({ file, line: line + 1, column: character + 1, message })
  }

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node)
      const [first] = node.arguments
      if (name === 'msg') {
        if (first && isLiteral(first)) keys.add(first.text)
        else report(node, `msg() needs a literal string, got ${node.getText(source)}`)
      } else if (name === 't') {
        if (!first || !collectKeyArgument(first, keys, external))
          report(
            node,
            `t() needs a literal key or a reference to a msg() constant, got ${node.getText(source)}`,
          )
      }
    } else if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey') {
      const value = node.initializer
      const literal =
        value && ts.isJsxExpression(value) && value.expression ? value.expression : value
      if (literal && isLiteral(literal)) keys.add(literal.text)
      else report(node, `i18nKey needs a literal string, got ${node.getText(source)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { keys: [...keys], problems }
}

/** The sorted keys of every source file and every problem found. */
export function extractMessages(
  files: readonly string[] = listSourceFiles(),
): ExtractMessagesReturnType {
  const keys: string[] = []
  const problems: ExtractProblem[] = []
  for (const file of files) {
    const result = extractFromSource(relative(WEB_ROOT, file), readFileSync(file, 'utf8'))
    keys.push(...result.keys)
    problems.push(...result.problems)
  }
  return { keys: sortKeys(keys), problems }
}

function main() {
  const { keys, problems } = extractMessages()
  if (problems.length > 0) {
    for (const p of problems) console.error(`${p.file}:${p.line}:${p.column} ${p.message}`)
    console.error(`\n${problems.length} key problem(s); en-US.json left unchanged.`)
    process.exitCode = 1
    return
  }
  writeFileSync(localeFilePath(ENGLISH_LOCALE), formatCatalogue(toEnglishCatalogue(keys)))
  console.log(`${ENGLISH_LOCALE}.json: ${keys.length} keys`)
  const known = new Set(keys)
  for (const locale of listLocaleFiles()) {
    if (locale === ENGLISH_LOCALE) continue
    const catalogue = readCatalogue(locale)
    const obsolete = Object.keys(catalogue).filter((key) => !known.has(key))
    if (obsolete.length === 0) continue
    for (const key of obsolete) delete catalogue[key]
    writeFileSync(localeFilePath(locale), formatCatalogue(catalogue))
    console.log(`${locale}.json: removed ${obsolete.length} obsolete key(s):`)
    for (const key of obsolete) console.log(`  ${JSON.stringify(key)}`)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
