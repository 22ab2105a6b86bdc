/**
 * Requests the API must refuse, for the fuzz test: every one breaks at least one rule (wrong
 * method, malformed path parameter, bad query value, a body of the wrong shape or type, an
 * unusable session), so none may write anything.
 */
import fc from 'fast-check'

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
const METHODS: Method[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']

/** A path segment that is a parameter: which kind of value the route expects there. */
type Param = ':chain' | ':address' | ':tokenId' | ':product' | ':id' | ':username' | ':cid'

export type Endpoint = {
  method: Method
  /** Segments after the leading slash; parameters as their kind. */
  path: readonly (string | Param)[]
  /** What must never be sent to it with a live session, because a valid one would write. */
  noValidSession?: boolean
  /** Only wrong methods may be sent here (a right one writes, e.g. a nonce). */
  wrongMethodsOnly?: boolean
}

const v1 = (...rest: (string | Param)[]) => ['v1', ':chain', ...rest] as const

/** Every endpoint of spec §7, the profile service, sign-in, GraphQL and the file store. */
export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: v1('collections') },
  { method: 'GET', path: v1('collections', ':address') },
  { method: 'GET', path: v1('collections', ':address', 'tokens') },
  { method: 'GET', path: v1('collections', ':address', 'tokens', ':tokenId') },
  { method: 'GET', path: v1('collections', ':address', 'filter') },
  { method: 'GET', path: v1('collections', 'isunique') },
  { method: 'GET', path: v1('collections', 'ownertokens') },
  { method: 'GET', path: v1('collections', 'tokens', 'newest') },
  { method: 'GET', path: v1('templates') },
  { method: 'POST', path: v1('templates') },
  { method: 'PATCH', path: v1('templates', ':id') },
  // A live session of the author would delete the seeded template: sent only without one.
  { method: 'DELETE', path: v1('templates', ':id'), noValidSession: true },
  { method: 'POST', path: v1('collections', 'store') },
  { method: 'POST', path: v1('collections', 'update') },
  { method: 'POST', path: v1('collections', 'addressupdate') },
  { method: 'POST', path: v1('collections', 'destroy') },
  { method: 'POST', path: v1(':product', 'upload') },
  { method: 'POST', path: v1(':product', 'datapost') },
  { method: 'POST', path: v1('tokens', 'update') },
  { method: 'POST', path: v1('orders', 'create') },
  { method: 'POST', path: v1('orders', 'cancel') },
  { method: 'GET', path: v1('orders') },
  { method: 'GET', path: v1('orders', 'search') },
  { method: 'GET', path: v1('collections', ':address', 'tokens', ':tokenId', 'introductions') },
  { method: 'POST', path: v1('collections', ':address', 'tokens', ':tokenId', 'introductions') },
  { method: 'GET', path: v1('status') },
  { method: 'GET', path: v1('rewards', 'programmes') },
  { method: 'GET', path: v1('rewards', 'events') },
  { method: 'GET', path: v1('squad', 'events') },
  { method: 'GET', path: v1('squad', 'sale') },
  { method: 'POST', path: v1('graphql') },
  { method: 'GET', path: ['api', 'users', ':address'] },
  { method: 'POST', path: ['api', 'users'] },
  { method: 'GET', path: ['api', 'users', 'valid', ':username'] },
  { method: 'GET', path: ['api', 'auth', 'nonce'], wrongMethodsOnly: true },
  { method: 'POST', path: ['api', 'auth', 'login'] },
  { method: 'GET', path: ['api', 'auth', 'session'] },
  { method: 'POST', path: ['api', 'auth', 'logout'], noValidSession: true },
  { method: 'GET', path: ['ipfs', ':cid'] },
]

const pathKey = (endpoint: Endpoint) => endpoint.path.join('/')

/** The methods no endpoint of this path answers (HEAD and OPTIONS left out: Fastify and CORS). */
function wrongMethods(endpoint: Endpoint): Method[] {
  const used = new Set(
    ENDPOINTS.filter((other) => pathKey(other) === pathKey(endpoint)).map((other) => other.method),
  )
  return METHODS.filter((method) => !used.has(method))
}

/** A template the fuzz test stores first, authored by its signed-in wallet: PATCHes hit a real row. */
export const SEEDED_TEMPLATE_ID = '6f1c2b9e-4a57-4d0b-9c1e-2f3a4b5c6d7e'

const hex = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...'0123456789abcdefABCDEF'),
    minLength: length,
    maxLength: length,
  })

/** Values that look right for each parameter: a well-formed request apart from its other flaw. */
const goodParam: Record<Param, fc.Arbitrary<string>> = {
  ':chain': fc.constant('1337'),
  ':address': hex(40).map((digits) => `0x${digits}`),
  ':tokenId': fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String),
  ':product': fc.constantFrom('nft', 'collection'),
  ':id': fc.constantFrom(SEEDED_TEMPLATE_ID, '00000000-0000-4000-8000-000000000000'),
  ':username': fc.constantFrom('Ghost42', 'abc', 'casper'),
  ':cid': fc.constant('bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku'),
}

/** Text no parameter accepts, already percent-encoded where it must be. */
const junk = fc.oneof(
  fc.constantFrom(
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%2f..%2f..%2fetc%2fpasswd',
    '%00',
    '%252e%252e%252f',
    '%C0%AE%C0%AE%2F',
    '%E2%80%AE',
    '-1',
    '1.5',
    '1e3',
    '0x',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    ' ',
    '%20',
    `9${'9'.repeat(100)}`,
    `0x${'g'.repeat(40)}`,
    `0x${'a'.repeat(39)}`,
    `0x${'a'.repeat(41)}`,
    '%F0%9F%91%BB',
    "'; drop table profile_username; --",
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: 100, max: 3000 }).map((length) => 'a'.repeat(length)),
)

/** Bad values for a parameter of this kind (`:chain` also gets chains we do not serve). */
function badParam(param: Param): fc.Arbitrary<string> {
  if (param === ':chain') return fc.oneof(junk, fc.constantFrom('56', '1', '0', '01337', '1337.0'))
  if (param === ':product') return fc.oneof(junk, fc.constantFrom('NFT', 'nfts', 'upload', '..'))
  if (param === ':username') {
    // the check route answers any text; these break the name rules or its length cap
    return fc.oneof(junk, fc.constantFrom('ab', 'a_b_c', 'ghöst', 'x'.repeat(16)))
  }
  if (param === ':tokenId') return fc.oneof(junk, fc.constant(`${2n ** 256n}`))
  return junk
}

function fillPath(endpoint: Endpoint, badIndex: number | undefined): fc.Arbitrary<string> {
  const segments = endpoint.path.map((segment, index) => {
    if (!segment.startsWith(':')) return fc.constant(segment)
    const param = segment as Param
    return index === badIndex ? badParam(param) : goodParam[param]
  })
  return fc.tuple(...segments).map((parts) => `/${parts.join('/')}`)
}

const QUERY_KEYS = [
  'page',
  'size',
  'first',
  'account',
  'uid',
  'key',
  'value',
  'onOrder',
  'updateDesc',
  'creator',
  'collection',
  'tokenId',
  'author',
  'query',
  'skip',
  'programme',
  'user',
  'kind',
]
const badQueryValue = fc.oneof(
  fc.constantFrom('-1', '0', '1.5', '1e400', `${'9'.repeat(40)}`, '', 'abc', 'NaN', '0x10', ' 1'),
  junk,
)
/** A query string with at least one bad `page` and more bad or repeated keys. */
const badQuery = fc
  .tuple(
    badQueryValue,
    fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), badQueryValue), { maxLength: 6 }),
  )
  .map(([page, rest]) =>
    [['page', page], ...rest].map(([key, value]) => `${key}=${value}`).join('&'),
  )

export type Body = { contentType?: string; text: string }

const deep = (depth: number, open: string, close: string, leaf: string) =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`

/** Never an acceptable body for any write: wrong types, malformed, oversize, poisoned keys. */
export const badBody: fc.Arbitrary<Body> = fc.oneof(
  // JSON that is not an object
  fc
    .oneof(
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.string({ maxLength: 20 }),
      fc.constantFrom(null, true, false),
    )
    .map((value) => ({ contentType: 'application/json', text: JSON.stringify(value) })),
  // objects whose every value is of a wrong type for any text field, plus unknown keys
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom(
          'username',
          'address',
          'name',
          'tokenUID',
          'collection',
          'price',
          'signature',
          'cid',
        ),
        fc.string({ minLength: 1, maxLength: 12 }),
      ),
      fc.oneof(
        fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
        fc.constantFrom(null, true, false),
      ),
      { minKeys: 1, maxKeys: 6 },
    )
    .map((value) => ({
      contentType: 'application/json',
      text: JSON.stringify({ ...value, unknownKey: true }),
    })),
  // prototype poisoning
  fc
    .constantFrom(
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"username":"Ghost42","__proto__":{"x":1}}',
      '{"a":{"__proto__":{"b":1}}}',
    )
    .map((text) => ({ contentType: 'application/json', text })),
  // deep nesting
  fc.integer({ min: 100, max: 10_000 }).map((depth) => ({
    contentType: 'application/json',
    text: deep(depth, '[', ']', '1'),
  })),
  fc.integer({ min: 100, max: 3_000 }).map((depth) => ({
    contentType: 'application/json',
    text: deep(depth, '{"a":', '}', '1'),
  })),
  // not JSON, with a JSON content type
  fc
    .oneof(
      fc.constantFrom('', '{', '{"a":', "{'a':1}", 'undefined', 'NaN', '{"a":1}}', '\u0000'),
      fc.string({ unit: 'grapheme', maxLength: 30 }).map((text) => `{${text}`),
    )
    .map((text) => ({ contentType: 'application/json', text })),
  fc
    .constantFrom('application/json; charset=utf-16', 'application/json; charset=latin1')
    .map((contentType) => ({ contentType, text: '{"username":1}' })),
  // oversize
  fc.integer({ min: 65 * 1024, max: 200 * 1024 }).map((size) => ({
    contentType: 'application/json',
    text: JSON.stringify({ username: 'x'.repeat(size) }),
  })),
  // other content types
  fc
    .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', undefined)
    .map((contentType) => ({
      ...(contentType === undefined ? {} : { contentType }),
      text: 'username=Ghost42&a[b]=1',
    })),
  // bad multipart
  fc.constantFrom(
    { contentType: 'multipart/form-data', text: 'no boundary' },
    { contentType: 'multipart/form-data; boundary=x', text: 'garbage' },
    {
      contentType: 'multipart/form-data; boundary=x',
      text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
    },
    {
      contentType: 'multipart/form-data; boundary=x',
      text: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\nContent-Type: image/png\r\n\r\n<script>alert(1)</script>\r\n--x--\r\n',
    },
    {
      contentType: 'multipart/form-data; boundary=x',
      text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\r\n--x--\r\n',
    },
    {
      contentType: 'multipart/form-data; boundary=x',
      text: '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--x--\r\n',
    },
  ),
)

/** Any body, good-looking or not: for requests already invalid in their method, path or session. */
const anyBody: fc.Arbitrary<Body | undefined> = fc.oneof(
  fc.constant(undefined),
  badBody,
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({
    contentType: 'application/json',
    text: JSON.stringify(value),
  })),
)

export type SessionKind = 'none' | 'garbage' | 'valid'
const garbageAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'Bearer null',
    `Bearer ${'A'.repeat(43)}`,
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map(
    (text) =>
      // header values are visible ASCII and spaces
      `Bearer ${text.replace(/[^\x20-\x7e]/g, '')}`,
  ),
)

export type MalformedRequest = {
  kind: 'method' | 'param' | 'query' | 'body' | 'session'
  method: Method
  path: string
  body: Body | undefined
  /** 'valid': the test's live session; otherwise an Authorization header or none. */
  session: 'valid' | 'none' | { authorization: string }
}

const session = (allowValid: boolean): fc.Arbitrary<MalformedRequest['session']> =>
  fc.oneof(
    fc.constant('none' as const),
    garbageAuthorization.map((authorization) => ({ authorization })),
    ...(allowValid ? [fc.constant('valid' as const)] : []),
  )

const reads = ENDPOINTS.filter(
  (endpoint) => endpoint.method === 'GET' && !endpoint.wrongMethodsOnly,
)
const writes = ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET')
const withParams = ENDPOINTS.filter(
  (endpoint) => !endpoint.wrongMethodsOnly && endpoint.path.some((s) => s.startsWith(':')),
)

/** One malformed request, of any of the kinds. */
export const malformedRequest: fc.Arbitrary<MalformedRequest> = fc.oneof(
  // a method the path does not have
  fc
    .constantFrom(...ENDPOINTS.filter((endpoint) => wrongMethods(endpoint).length > 0))
    .chain((endpoint) =>
      fc.record({
        kind: fc.constant('method' as const),
        method: fc.constantFrom(...wrongMethods(endpoint)),
        path: fillPath(endpoint, undefined),
        body: anyBody,
        session: session(!endpoint.noValidSession),
      }),
    ),
  // one malformed path parameter (the chain included)
  fc.constantFrom(...withParams).chain((endpoint) => {
    const params = endpoint.path.flatMap((segment, index) =>
      segment.startsWith(':') ? [index] : [],
    )
    return fc.record({
      kind: fc.constant('param' as const),
      method: fc.constant(endpoint.method),
      path: fc.constantFrom(...params).chain((index) => fillPath(endpoint, index)),
      body: endpoint.method === 'GET' ? fc.constant(undefined) : anyBody,
      session: session(!endpoint.noValidSession),
    })
  }),
  // bad query values on reads
  fc.constantFrom(...reads).chain((endpoint) =>
    fc.record({
      kind: fc.constant('query' as const),
      method: fc.constant(endpoint.method),
      path: fc
        .tuple(fillPath(endpoint, undefined), badQuery)
        .map(([path, query]) => `${path}?${query}`),
      body: fc.constant(undefined),
      session: session(true),
    }),
  ),
  // a body no write accepts, with any session
  fc.constantFrom(...writes.filter((endpoint) => !endpoint.wrongMethodsOnly)).chain((endpoint) =>
    fc.record({
      kind: fc.constant('body' as const),
      method: fc.constant(endpoint.method),
      path: fillPath(endpoint, undefined),
      body: badBody,
      session: session(!endpoint.noValidSession),
    }),
  ),
  // any body to a write, without a usable session
  fc
    .constantFrom(
      ...writes.filter((endpoint) => !endpoint.wrongMethodsOnly && endpoint.path[1] !== 'auth'),
    )
    .chain((endpoint) =>
      fc.record({
        kind: fc.constant('session' as const),
        method: fc.constant(endpoint.method),
        path: fillPath(endpoint, undefined),
        body: anyBody,
        session: session(false),
      }),
    ),
)
