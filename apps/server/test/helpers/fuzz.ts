import type { FastifyInstance } from 'fastify';

/**
 * Malformed-input generator for the API fuzz test (test/fuzz.test.ts): seeded, so a
 * failure found with one seed is found again with it.
 */

/** mulberry32: a small, fast, seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// The route table, read from Fastify itself.

export interface FuzzRoute {
  method: string;
  /** Fastify's pattern: `/api/v1/public/projects/:id`, `/*`. */
  path: string;
}

/**
 * Every method and path of the app, parsed from `printRoutes()` (Fastify has no public
 * list of routes, and an `onRoute` hook added after `buildApp` would see none). Each
 * line is one node of the radix tree, indented four columns per level, and a path is
 * its nodes' prefixes joined: "│   └── :id (GET, HEAD)". (`commonPrefix: false` loses
 * characters before a wildcard.) Callers check the result with `hasRoute`.
 */
export function routesOf(app: FastifyInstance): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      routes.push({ method, path: path.startsWith('/') ? path : `/${path}` });
    }
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// Hints from the OpenAPI document: field names, types and enums make inputs that get past the
// first check and reach deeper code. Routes hidden from the document are fuzzed blind.

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  required?: string[];
  pattern?: string;
  default?: unknown;
};

export interface RouteHints {
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
}

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function hintsOf(document: OpenApiDocument) {
  const hints = new Map<string, RouteHints>();
  for (const [openApiPath, operations] of Object.entries(document.paths ?? {})) {
    const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const query: Record<string, JsonSchema> = {};
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query') query[parameter.name] = parameter.schema ?? {};
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      hints.set(`${method.toUpperCase()} ${path}`, body ? { body, query } : { query });
    }
  }
  return { hints, components: document.components?.schemas ?? {} };
}

// ---------------------------------------------------------------------------------------------
// The generator.

const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).concat('\u007f');
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800', 'a\uD83D'];
const UNICODE = [
  'Nguyễn Văn An',
  'Алексей Иванов',
  '中文字符',
  '😀',
  '👩‍👩‍👧‍👦',
  '\u202Eevil\u202C',
  'zero\u200Bwidth',
  '\uFEFFbom',
  'line\u2028sep',
  'ﬁ ligature',
  'Ｆｕｌｌｗｉｄｔｈ',
  'e\u0301\u0301\u0301',
  '\uFFFF\uFFFE',
  '𝕏𝔂𝔃',
  'ü',
  '\u00a0',
];
const SPECIAL = [
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '%',
  '_',
  '\\',
  '$1',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/',
  '.',
  '..',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '0x1F',
  '1.005',
  '-0',
  'true',
  '[]',
  '{}',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '1899-12-31',
  'a@b',
  'test@example.com',
  'UPPER@EXAMPLE.COM',
  '+84 912 345 678',
  'en',
  'vi',
  'ru',
  'EN-us',
  'USD',
  '*',
  '?',
  '#',
  '&',
  '=',
  ';',
  ',',
  ' ',
  '\t',
  '',
  '   padded   ',
];
const NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.1,
  0.30000000000000004,
  1.005,
  123.456789,
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  5e-324,
  10 ** 21,
  2 ** 31,
  -(2 ** 31),
  2 ** 63,
  999_999_999_999,
  1_000_000_000_001,
];
const PATH_ODDITIES = [
  '%00',
  'a%00b',
  '%2e%2e',
  '%2e',
  '..',
  '.',
  '%2F',
  '%2f..%2f..%2fetc%2fpasswd',
  '%5C',
  '%',
  '%zz',
  '%C0%AE',
  '%C0%AF',
  '%ED%A0%80',
  '%ED%B0%80',
  '%FF%FE',
  '%E2%80%AE',
  '%25',
  '%2500',
  '%u0000',
  ';a=b',
  '%0A',
  '%0D%0A',
  '%09',
  '%7F',
  '%1B',
  '+',
  '~',
  '*',
  ':',
  '@',
  '!',
  "'",
  '(',
  ')',
  'CON',
  '%20',
  'Ã¼',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16le',
  'APPLICATION/JSON',
  'application/json;',
  'application/json; charset="utf-8"; boundary=x',
  'application/jsonx',
  'application/vnd.api+json',
  'text/json',
  'text/plain',
  'text/plain; charset=utf-8',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/json, text/plain',
  ' application/json ',
  '',
  ';',
  'application/',
];
const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2,',
  'nul',
  'undefined',
  'NaN',
  '01',
  '{"a":1}{"b":2}',
  '{"a":"\\u00"}',
  '{"a":"\\uD800"}',
  '{"a":"\\u0000"}',
  '"\\u0000"',
  '{"a":1e400}',
  '{"amount":-1e400}',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  ' ',
  '\u0000',
  '/* comment */ {}',
  '{"a":"\ud800"}',
];

export interface FuzzInput {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface ValidIds {
  /** Values that name something real for a param of this name (project ids, file ids, …). */
  byParam: Record<string, string[]>;
  /** Used for any other param. */
  any: string[];
}

export function createFuzzer(
  random: () => number,
  { components, ids, bodyLimit }: { components: Record<string, JsonSchema>; ids: ValidIds; bodyLimit: number },
) {
  const int = (n: number) => Math.floor(random() * n);
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;

  function asciiWord(max = 12): string {
    let out = '';
    for (let i = 1 + int(max); i > 0; i--) out += String.fromCharCode(0x61 + int(26));
    return out;
  }

  /** One hostile string: a base, then maybe a control character, a surrogate or sheer length. */
  function string(): string {
    let value = pick([pick(SPECIAL), pick(UNICODE), asciiWord(), pick(ids.any)]);
    const twist = int(10);
    if (twist === 0) value = insert(value, '\u0000');
    else if (twist === 1) value = insert(value, pick(C0));
    else if (twist === 2) value = insert(value, pick(LONE_SURROGATES));
    else if (twist === 3) value = value.repeat(Math.ceil(pick([300, 5_000, 70_000]) / Math.max(1, value.length)));
    return value;
  }
  const insert = (value: string, extra: string) => {
    const at = int(value.length + 1);
    return value.slice(0, at) + extra + value.slice(at);
  };

  function number(): number {
    return chance(0.7) ? pick(NUMBERS) : (random() - 0.5) * 10 ** int(16);
  }

  /** Any JSON value, nested up to `depth`. */
  function value(depth = 3): unknown {
    switch (int(depth > 0 ? 8 : 5)) {
      case 0:
        return string();
      case 1:
        return number();
      case 2:
        return chance(0.5);
      case 3:
        return null;
      case 4:
        return pick(SPECIAL);
      case 5:
        return Array.from({ length: int(4) }, () => value(depth - 1));
      case 6:
        return nested(1 + int(200));
      default: {
        const object: Record<string, unknown> = {};
        for (let i = int(4); i > 0; i--) object[chance(0.8) ? asciiWord() : string()] = value(depth - 1);
        return object;
      }
    }
  }
  const nested = (levels: number): unknown => {
    let current: unknown = chance(0.5) ? 'leaf' : string();
    for (let i = 0; i < levels; i++) current = chance(0.5) ? [current] : { a: current };
    return current;
  };

  /**
   * A value shaped like the schema, with (usually) one field broken: the other fields pass,
   * so the broken one is what the route's code meets.
   */
  function shaped(schema: JsonSchema | undefined): unknown {
    let data = plausible(schema, '', 0);
    for (let breaks = pick([0, 1, 1, 1, 1, 1, 1, 2]); breaks > 0; breaks--) data = broken(data);
    if (chance(0.1) && data !== null && typeof data === 'object' && !Array.isArray(data)) {
      return { ...data, [pick(['__proto__', 'constructor', asciiWord()])]: value(1) };
    }
    return data;
  }

  function broken(data: unknown): unknown {
    if (data !== null && typeof data === 'object' && chance(0.95)) {
      const keys = Object.keys(data);
      if (keys.length > 0) {
        const key = pick(keys);
        const copy = (Array.isArray(data) ? [...data] : { ...data }) as Record<string, unknown>;
        copy[key] = broken((data as Record<string, unknown>)[key]);
        return copy;
      }
    }
    // A valid string with one bad character in it gets furthest: past every check but the text rule.
    if (typeof data === 'string' && chance(0.5)) return insert(data, pick(['\u0000', pick(C0), pick(LONE_SURROGATES)]));
    return pick([string, string, string, () => value(1), number, () => null, () => nested(1 + int(50))])();
  }

  /** A value the schema accepts, as far as the generator can tell. */
  function plausible(schema: JsonSchema | undefined, name: string, depth: number): unknown {
    if (!schema || depth > 8) return asciiWord();
    if (schema.$ref) return plausible(components[schema.$ref.split('/').pop()!], name, depth + 1);
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length) return plausible(pick(options), name, depth + 1);
    if (schema.allOf?.length) return plausible(schema.allOf[0], name, depth + 1);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return pick(schema.enum);
    const type = Array.isArray(schema.type) ? pick(schema.type.filter((t) => t !== 'null')) : schema.type;
    switch (type) {
      case 'object': {
        const object: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          if (schema.required?.includes(key) || chance(0.7)) object[key] = plausible(property, key, depth + 1);
        }
        return object;
      }
      case 'array':
        return Array.from({ length: 1 + int(3) }, () => plausible(schema.items, name, depth + 1));
      case 'integer':
      case 'number':
        return pick([schema.minimum ?? 0, 1, 100, 150, 300, 1_000, 5_000]);
      case 'boolean':
        return chance(0.8);
      case 'null':
        return null;
      default:
        return plausibleString(schema, name);
    }
  }

  const CANDIDATES = [
    'USD',
    'usd',
    'en',
    '1990-01-15',
    '123456',
    '+84 912 345 678',
    '/portfolio',
    'https://example.com/',
    'fuzz@example.com',
    'correct horse 42!',
  ];
  function plausibleString(schema: JsonSchema, name: string): string {
    const valid = ids.byParam[name] ?? (/id$/i.test(name) ? ids.byParam.id : undefined);
    if (valid && chance(0.8)) return pick(valid);
    if (typeof schema.default === 'string' && chance(0.5)) return schema.default;
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern, 'u');
      const matching = CANDIDATES.filter((candidate) => pattern.test(candidate));
      if (matching.length > 0) return pick(matching);
    }
    if (schema.format === 'email' || /email/i.test(name)) return `fuzz${int(5)}@example.com`;
    if (schema.format === 'uuid') return pick(ids.byParam.id ?? ['00000000-0000-0000-0000-000000000000']);
    if (/password/i.test(name)) return 'correct horse 42!';
    if (/date|_at$/i.test(name)) return pick(['1990-01-15', '2024-02-30', '2031-01-01']);
    if (/lang/i.test(name)) return pick(['en', 'vi', 'ru']);
    if (/url|uri/i.test(name)) {
      return chance(0.7) ? '/portfolio' : pick(['https://example.com/', '//evil.example', 'javascript:alert(1)']);
    }
    if (/amount/i.test(name)) return pick(['150', '300', '100.50', '1e3', '0.001']);
    if (/currency/i.test(name)) return 'USD';
    return pick(['Valid text for a field', 'A question long enough to be accepted?', asciiWord(8)]);
  }

  /** A path segment as a client could send it: percent-encoded, or raw oddities. */
  function segment(): string {
    if (chance(0.5)) return pick(PATH_ODDITIES);
    if (chance(0.15)) return 'x'.repeat(pick([200, 1_000, 10_000]));
    return percentEncode(string());
  }

  function path(route: FuzzRoute): string {
    const valid = chance(0.5);
    let url = route.path.replace(/:([A-Za-z0-9_]+)|\*/g, (match, name?: string) => {
      if (match === '*') return Array.from({ length: int(4) }, segment).join('/');
      const known = ids.byParam[name!] ?? ids.any;
      return valid ? encodeURIComponent(pick(known)) : segment();
    });
    // A quarter of the paths get an oddity after the params; the rest reach the route's handler.
    switch (int(24)) {
      case 0:
        url += '/';
        break;
      case 1:
        url += `/${segment()}`;
        break;
      case 2:
        url = url.replace(/\/(?=[^/]*$)/, '//');
        break;
      case 3:
        url += '/%2e%2e/%2e%2e/etc/passwd';
        break;
      case 4:
        url += '%00';
        break;
      case 5:
        url = url.toUpperCase();
        break;
      default:
    }
    return url;
  }

  function query(hints: RouteHints | undefined): string {
    if (chance(0.4)) return '';
    const names = Object.keys(hints?.query ?? {});
    const pairs: string[] = [];
    for (let i = 1 + int(4); i > 0; i--) {
      const name =
        names.length > 0 && chance(0.7) ? pick(names) : pick(['lang', 'limit', 'offset', 'x', '__proto__', 'a[b]', '']);
      const schema = hints?.query[name];
      const raw =
        chance(0.4) && schema
          ? asText(chance(0.5) ? plausible(schema, name, 0) : broken(plausible(schema, name, 0)))
          : chance(0.5)
            ? pick(PATH_ODDITIES)
            : string();
      pairs.push(
        chance(0.1)
          ? name
          : `${percentEncode(name)}=${chance(0.3) ? raw.replace(/[^\x21-\x7e]/g, '') : percentEncode(raw)}`,
      );
    }
    return `?${pairs.join(pick(['&', '&', '&&', ';']))}`;
  }

  function headers(signedInAs: string | null): Record<string, string> {
    const out: Record<string, string> = {};
    if (signedInAs) out.authorization = chance(0.95) ? `Bearer ${signedInAs}` : `bearer   ${signedInAs} extra`;
    else if (chance(0.2)) {
      out.authorization = pick([
        'Bearer',
        'Bearer x',
        'Bearer a.b.c',
        'Basic Zm9vOmJhcg==',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
        `Bearer ${'a'.repeat(10_000)}`,
      ]);
    }
    const optional: [string, () => string][] = [
      [
        'accept',
        () =>
          pick(['*/*', 'application/json', 'text/html', 'image/*', 'application/xml', '', 'text/html;q=0, */*;q=0']),
      ],
      [
        'accept-encoding',
        () => pick(['br', 'gzip', 'deflate', 'identity', '*', 'gzip;q=0, identity;q=0', 'x;q=abc', '']),
      ],
      ['accept-language', () => pick(['vi', 'ru-RU,ru;q=0.9', '*', 'xx', 'en;q=abc', 'a'.repeat(5_000), ''])],
      [
        'cookie',
        () =>
          pick([
            'preferred_language=vi',
            'preferred_language=%ff',
            'preferred_language=%00',
            'preferred_language=',
            '=;=;',
            'a=b; preferred_language=xx',
          ]),
      ],
      ['if-none-match', () => pick(['*', '"abc"', 'W/"x"', 'garbage', '""'])],
      ['x-request-id', () => pick(['abc', '../../etc', 'x'.repeat(500), '%00', ''])],
      [
        'range',
        () => pick(['bytes=0-10', 'bytes=-5', 'bytes=99999999-', 'bytes=abc', 'bytes=0-0,1-1,2-2', 'bytes=5-1']),
      ],
      ['if-modified-since', () => pick(['garbage', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT'])],
      ['origin', () => pick(['https://evil.example', 'null', ''])],
      ['x-forwarded-for', () => pick(['127.0.0.1', 'garbage', '1.1.1.1, 2.2.2.2', '::1'])],
    ];
    for (const [name, make] of optional) if (chance(0.12)) out[name] = make();
    return out;
  }

  function body(hints: RouteHints | undefined): { payload?: string | Buffer; contentType?: string } {
    const json = (data: unknown) => ({ payload: JSON.stringify(data), contentType: pick(CONTENT_TYPES.slice(0, 3)) });
    // About half the bodies are shaped like the route's schema with one field broken; the rest
    // are broken as a whole.
    switch (int(24)) {
      case 0:
      case 1:
        return {};
      case 2:
        return { payload: '', contentType: 'application/json' };
      case 3:
      case 4:
        return { payload: pick(MALFORMED_JSON), contentType: 'application/json' };
      case 5: {
        const levels = pick([100, 2_000, 50_000]);
        const [open, close] = chance(0.5) ? ['[', ']'] : ['{"a":', '}'];
        return { payload: open.repeat(levels) + '1' + close.repeat(levels), contentType: 'application/json' };
      }
      case 6: // Above the body limit.
        return { payload: JSON.stringify({ a: 'x'.repeat(bodyLimit) }), contentType: 'application/json' };
      case 7: // Bytes that are not UTF-8 (and a lone surrogate's UTF-8 form).
        return {
          payload: Buffer.concat([
            Buffer.from('{"a":"'),
            Buffer.from(pick([[0xff], [0xed, 0xa0, 0x80], [0xc0, 0xae], [0x00]])),
            Buffer.from('"}'),
          ]),
          contentType: 'application/json',
        };
      case 8: {
        const data = hints?.body ? shaped(hints.body) : value();
        return { payload: JSON.stringify(data), contentType: pick(CONTENT_TYPES) };
      }
      case 9:
        return { payload: `a=${percentEncode(string())}&b=%zz&__proto__[x]=1`, contentType: pick(CONTENT_TYPES) };
      case 10:
        return {
          payload: Buffer.from(Array.from({ length: int(64) }, () => int(256))),
          contentType: pick(CONTENT_TYPES),
        };
      case 11:
        return json(value());
      default:
        return json(hints?.body ? shaped(hints.body) : value());
    }
  }

  /** One request for `route`: an odd path, query, headers and (for any method) maybe a body. */
  function input(route: FuzzRoute, hints: RouteHints | undefined, signedInAs: string | null): FuzzInput {
    const method = route.method;
    const out: FuzzInput = { method, url: path(route) + query(hints), headers: headers(signedInAs) };
    if (method !== 'GET' && method !== 'HEAD' ? true : chance(0.1)) {
      const { payload, contentType } = body(hints);
      if (payload !== undefined) out.payload = payload;
      if (contentType !== undefined && (payload !== undefined || chance(0.5)))
        out.headers['content-type'] = contentType;
    }
    return out;
  }

  return { input, string, value };
}

/** A generated value as query text (a broken value may be an object whose `toString` is a string). */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

/** Percent-encoding that also encodes a lone surrogate, as the bytes a broken client would send. */
export function percentEncode(value: string): string {
  return value
    .split(/(\p{Cs})/u)
    .map((part, i) => (i % 2 === 1 ? (part < '\uDC00' ? '%ED%A0%80' : '%ED%B0%80') : encodeURIComponent(part)))
    .join('');
}

// ---------------------------------------------------------------------------------------------
// What no error answer may carry.

const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\bat [\w$.<>]+ \(|\n\s+at \S+:\d+:\d+/],
  [
    'a file path',
    /(?:\/(?:work|home|usr|tmp|var|app|src)\/\S+\.(?:[cm]?[jt]s|json)\b|file:\/\/|node_modules|[A-Z]:\\\w)/,
  ],
  [
    'SQL',
    /\b(?:select\s[\s\S]+?\sfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b|Failed query|syntax error at or near|violates (?:unique|foreign key|check|not-null) constraint|relation "|SQLSTATE|\bparams:/i,
  ],
];

/** What an error body leaks, if anything. */
export function leakIn(body: string): string | null {
  for (const [what, pattern] of LEAKS) if (pattern.test(body)) return what;
  return null;
}
