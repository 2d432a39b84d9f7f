// Long because: one generator: the tables of hostile values and the per-schema case builder that
// draws from them.
// Fuzz cases derived from the OpenAPI document: hostile path segments, query values and JSON bodies
// shaped by each route's schema. fast-check (engines: node >=12.17) generates them with fc.sample and
// a fixed seed rather than fc.assert: every case is sent and every failure listed, with no shrinking
// replaying requests against a database whose state has moved on.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface Route {
  method: string;
  /** The OpenAPI path, e.g. /api/users/{id}/send-verification-email. */
  path: string;
  operation: Operation;
}

export interface FuzzCase {
  /** What was made hostile, for the failure report. */
  label: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

/** A value that passes the schema and gets past lookups (a real book id, a fresh username…). */
export type KnownValue = (route: Route, name: string) => unknown;

export interface FuzzOptions {
  seed: number;
  /** Multiplies every generated (not curated) sample; FUZZ_RUNS. */
  runs: number;
  known: KnownValue;
}

/** Strings no field should choke on: NUL, lone surrogates, traversal, injections, odd Unicode. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '%00',
  '%25',
  '%ED%A0%80',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'x'.repeat(5000),
  'ǅ🎸日本語\u202e\ufeff\u200b',
  '',
  ' ',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '\\',
  '\r\n\t',
  'null',
  '1e309',
  '-1',
  'NaN',
  '__proto__',
];

/** Raw, already percent-encoded path segments and query values, some of them malformed on purpose. */
const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '%25',
  '%',
  '%2',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%ED%B0%80',
  '%C0%80',
  '%FF%FE',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2E%2E%2F%2E%2E%2F',
  '%252F',
  '%2525',
  '%5C..%5C',
  '%20',
  '%0D%0A',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(5000),
  '%F0%9F%8E%B8%E6%97%A5%E6%9C%AC',
  '',
];

/** Undeclared query parameters: hostile names as well as values. */
const HOSTILE_EXTRA_QUERY = [
  '%00=1',
  'x=%00',
  'x=%ED%A0%80',
  '%ED%A0%80=x',
  '__proto__=x',
  'constructor%5Bprototype%5D%5Bx%5D=1',
  'x=%25',
];

/** Values of the wrong type for any field, plus numbers at and past JSON's limits. */
const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  true,
  null,
  [],
  {},
  ['x'],
  { x: 'y' },
  'text',
  '',
];

/** Numbers JSON can spell but JavaScript cannot keep: they parse to ±Infinity or lose precision. */
const RAW_NUMBERS = [
  '1e999',
  '-1e999',
  '-0',
  '123456789012345678901234567890',
  '0.0000000001e-400',
];

const MALFORMED_JSON: (string | Buffer)[] = [
  '',
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  'nul',
  '{"a":1}garbage',
  '"\\x"',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '\u0000',
  '\ufeff{}',
  '1e999',
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
];

const PROTO_PAYLOADS = [
  '{"__proto__":{"role":"superadmin"}}',
  '{"constructor":{"prototype":{"role":"superadmin"}}}',
  '{"a":{"__proto__":{"x":1}}}',
];

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
];

// Any UTF-16 code unit, so generated strings hold NUL and lone surrogates, not only valid text.
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const generatedText = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udc00'), fc.string())
    .map((parts) => parts.join('')),
);
const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), generatedText);

/** Percent-encodes every code point but the unreserved ones; lone surrogates become WTF-8 bytes. */
function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    if (/^[A-Za-z0-9._~-]$/.test(char)) {
      out += char;
      continue;
    }
    for (const byte of wtf8(char.codePointAt(0) ?? 0)) {
      out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
  }
  return out;
}

function wtf8(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}

/** A seed per route, so adding a route does not change the cases of the others. */
function routeSeed(seed: number, route: Route): number {
  let hash = 0x811c9dc5;
  for (const char of `${route.method} ${route.path}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return (seed ^ hash) | 0;
}

/** A JSON token that JSON.stringify cannot write (1e999), spliced into the text afterwards. */
class RawJson {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `@@raw${raws.length - 1}@@`;
  });
  return raws.reduce((out, raw, i) => out.replace(`"@@raw${i}@@"`, raw), text ?? 'null');
}

/** Returned by KnownValue to leave an optional field out of valid-shaped bodies and queries. */
export const OMIT: unique symbol = Symbol('omit');

const JSON_TYPE = 'application/json';
const HUGE = 200_000;
const OVER_BODY_LIMIT = 4.5 * 1024 * 1024;
const WRONG_QUERY = ['abc', '-1', '0', '1.5', '1e309', 'NaN', 'Infinity', '0x10', '%201', 'true'];
const WILDCARD_EXTRA = [
  'uploads/thumbnail/%00.png',
  'uploads/thumbnail/code.png%00',
  'uploads/%2E%2E/%2E%2E/etc/passwd',
  'uploads%2F..%2F..%2Fjwt-secret',
  'uploads//thumbnail/code.png',
  'uploads/thumbnail/%25',
  'uploads/thumbnail/%ED%A0%80.png',
  'uploads/audio/code/l1-t1.mp3',
];

type Key = string | number;

interface Slot {
  path: Key[];
  schema: JsonSchema;
}

function middle(schema: JsonSchema): number {
  const { minimum: min, maximum: max } = schema;
  if (min !== undefined && max !== undefined) return (min + max) / 2;
  if (min !== undefined) return min + 1;
  return max !== undefined ? Math.min(1, max) : 1;
}

/** A value the schema accepts, preferring a known one (a real book id, a fresh username…). */
function baseValue(route: Route, schema: JsonSchema, name: string, options: FuzzOptions): unknown {
  const known = options.known(route, name);
  if (known !== undefined) return known;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {})
        .map(([key, child]) => [key, baseValue(route, child, key, options)] as const)
        .filter(([, value]) => value !== OMIT);
      return Object.fromEntries(entries);
    }
    case 'array':
      return schema.items ? [baseValue(route, schema.items, name, options)] : [];
    case 'integer':
      return Math.ceil(middle(schema));
    case 'number':
      return middle(schema);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'fuzz'.padEnd(schema.minLength ?? 0, 'z').slice(0, schema.maxLength ?? 64);
    default:
      return schema.default ?? null;
  }
}

/** Every field below the root of a body schema (array items as index 0). */
function slotsOf(schema: JsonSchema, path: Key[] = []): Slot[] {
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => [
      { path: [...path, key], schema: child },
      ...slotsOf(child, [...path, key]),
    ]);
  }
  if (schema.type === 'array' && schema.items) {
    return [{ path: [...path, 0], schema: schema.items }, ...slotsOf(schema.items, [...path, 0])];
  }
  return [];
}

/** A copy of `root` with `value` at `path`, creating missing containers on the way. */
function setAt(root: unknown, path: Key[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [Key, ...Key[]];
  const container: Record<Key, unknown> | unknown[] = Array.isArray(root)
    ? [...(root as unknown[])]
    : typeof root === 'object' && root !== null
      ? { ...(root as Record<Key, unknown>) }
      : typeof head === 'number'
        ? []
        : {};
  const current = (container as Record<Key, unknown>)[head];
  (container as Record<Key, unknown>)[head] = setAt(current, rest, value);
  return container;
}

function getAt(root: unknown, path: Key[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<Key, unknown>)[key]
        : undefined,
    root,
  );
}

/** A fast-check arbitrary for a schema: mostly valid values, sometimes hostile or mistyped ones. */
function arbitraryFor(
  route: Route,
  schema: JsonSchema,
  name: string,
  options: FuzzOptions,
): fc.Arbitrary<unknown> {
  const valid = baseValue(route, schema, name, options);
  let typed: fc.Arbitrary<unknown>;
  switch (schema.type) {
    case 'object':
      typed = fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, child]) => [
            key,
            arbitraryFor(route, child, key, options),
          ]),
        ),
        { requiredKeys: [] },
      );
      break;
    case 'array':
      typed = fc.array(
        schema.items ? arbitraryFor(route, schema.items, name, options) : fc.anything(),
        { maxLength: 4 },
      );
      break;
    case 'integer':
      typed = fc.oneof(fc.integer(), fc.double());
      break;
    case 'number':
      typed = fc.double();
      break;
    case 'boolean':
      typed = fc.boolean();
      break;
    default:
      typed = hostileText;
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid === OMIT ? undefined : valid) },
    { weight: 2, arbitrary: typed },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  );
}

/** Everything to send to one route; the same list on every run for a given seed and FUZZ_RUNS. */
export function casesFor(route: Route, options: FuzzOptions): FuzzCase[] {
  let seed = routeSeed(options.seed, route);
  const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number): T[] =>
    fc.sample(arbitrary, { seed: (seed += 1), numRuns: count * options.runs });
  const parameters = route.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');

  const segment = (param: Parameter) => {
    const value = String(baseValue(route, param.schema ?? {}, param.name, options));
    return param.name === '*' ? value.split('/').map(encodeText).join('/') : encodeText(value);
  };
  const pathWith = (override: Record<string, string> = {}) =>
    route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const param = pathParams.find((p) => p.name === name);
      return override[name] ?? (param ? segment(param) : '');
    });
  const baseQuery = () =>
    queryParams.flatMap((param) => {
      const value = options.known(route, param.name);
      if (value === OMIT || (value === undefined && !param.required)) return [];
      const text = value ?? baseValue(route, param.schema ?? {}, param.name, options);
      return [[param.name, encodeText(String(text))] as const];
    });
  const urlOf = (path: string, query: (readonly [string, string])[], extra: string[] = []) => {
    const parts = [...query.map(([key, value]) => `${key}=${value}`), ...extra];
    return parts.length ? `${path}?${parts.join('&')}` : path;
  };
  const baseUrl = () => urlOf(pathWith(), baseQuery());

  const cases: FuzzCase[] = [];
  for (const param of pathParams) {
    const hostile = [...HOSTILE_SEGMENTS, ...sample(hostileText, 6).map(encodeText)];
    if (param.name === '*') hostile.push(...WILDCARD_EXTRA);
    for (const value of hostile) {
      cases.push({
        label: `path parameter ${param.name}`,
        url: urlOf(pathWith({ [param.name]: value }), baseQuery()),
      });
    }
  }
  for (const param of queryParams) {
    const hostile = [
      ...HOSTILE_SEGMENTS,
      ...WRONG_QUERY,
      ...sample(hostileText, 6).map(encodeText),
      `1&${param.name}=2`,
    ];
    const others = () => baseQuery().filter(([key]) => key !== param.name);
    for (const value of hostile) {
      cases.push({
        label: `query parameter ${param.name}`,
        url: urlOf(pathWith(), [...others(), [param.name, value]]),
      });
    }
    for (const shape of ['%5B%5D=1', '%5Ba%5D=1', '']) {
      cases.push({
        label: `query parameter ${param.name} as a structure`,
        url: urlOf(pathWith(), others(), [`${param.name}${shape}`]),
      });
    }
  }
  for (const extra of HOSTILE_EXTRA_QUERY) {
    cases.push({
      label: 'undeclared query parameter',
      url: urlOf(pathWith(), baseQuery(), [extra]),
    });
  }

  const bodySchema = route.operation.requestBody?.content?.[JSON_TYPE]?.schema;
  if (route.method === 'GET') {
    cases.push({ label: 'valid-shaped request', url: baseUrl() });
    return cases;
  }
  const json = (label: string, value: unknown) =>
    cases.push({ label, url: baseUrl(), payload: toJson(value), contentType: JSON_TYPE });
  const raw = (label: string, payload: string | Buffer, contentType = JSON_TYPE) =>
    cases.push({ label, url: baseUrl(), payload, contentType });
  const base = () => (bodySchema ? baseValue(route, bodySchema, '', options) : {});

  json('valid-shaped body', base());
  for (const slot of bodySchema ? slotsOf(bodySchema) : []) {
    const where = `body.${slot.path.join('.')}`;
    const put = (label: string, value: unknown) => json(label, setAt(base(), slot.path, value));
    if (slot.schema.type === 'string' || slot.schema.type === undefined) {
      for (const text of ['a\u0000b', 'x\ud800y', ...sample(hostileText, 4)]) {
        put(`${where} hostile text`, text);
      }
      put(`${where} huge text`, 'x'.repeat(HUGE));
    }
    if (slot.schema.type === 'number' || slot.schema.type === 'integer') {
      for (const number of RAW_NUMBERS) put(`${where} out-of-range number`, new RawJson(number));
    }
    if (slot.schema.type === 'object') {
      put(`${where} array instead of object`, [getAt(base(), slot.path)]);
      put(`${where} hostile key`, { '\u0000': 'x', '\ud800': 'y', __proto__x: 1 });
    }
    for (const wrong of sample(fc.constantFrom(...WRONG_TYPES), 3))
      put(`${where} wrong type`, wrong);
  }

  for (const wrong of WRONG_TYPES) json('body of the wrong type', wrong);
  json('body: array instead of object', [base()]);
  json('body: hostile keys', { '\u0000': 'x', 'a\ud800': 'y' });
  json('body: hostile extra field', { ...(base() as object), extra: 'a\u0000b' });
  json('body: huge extra field', { ...(base() as object), extra: 'x'.repeat(HUGE) });
  // Past any recursive parser's stack (some 10,000 frames), yet quick to parse.
  for (const depth of [5_000, 50_000]) {
    const objects = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    raw(`body: objects nested ${depth} deep`, objects);
    raw(`body: arrays nested ${depth} deep`, `${'['.repeat(depth)}${']'.repeat(depth)}`);
    raw(
      `body: nested ${depth} deep before a constructor key`,
      `{"deep":${objects},"b":{"constructor":{"prototype":{"x":1}}}}`,
    );
  }
  for (const payload of PROTO_PAYLOADS) raw('body: prototype pollution', payload);
  raw(
    'body: prototype pollution beside valid fields',
    `{"__proto__":{"role":"superadmin"},${toJson(base()).slice(1)}`,
  );
  for (const payload of MALFORMED_JSON) raw('body: malformed JSON', payload);
  for (const type of OTHER_CONTENT_TYPES) raw(`body as ${type}`, toJson(base()), type);
  raw('body over the size limit', `{"a":"${'x'.repeat(OVER_BODY_LIMIT)}"}`);
  for (const value of sample(fc.jsonValue(), 4)) json('generated JSON value', value);
  if (bodySchema) {
    for (const value of sample(arbitraryFor(route, bodySchema, '', options), 8)) {
      json('generated body', value);
    }
  }
  return cases;
}

/** The routes of the OpenAPI document, in its order. */
export function routesOf(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}
