// Fuzzes every operation of the server's OpenAPI document: path, query and body built from each
// schema, then bent (hostile text, wrong types, missing fields, deep nesting, huge values). Any
// 500 fails; the count is bounded per operation and the whole run by time.
import type { CheckResult } from './access-matrix.ts';
import { call } from './client.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Percent-encoded; a lone surrogate (which has no UTF-8 form) goes as the bytes ED A0 80. */
function encodePathPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split(/([\ud800-\udfff])/)
      .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

/** mulberry32: a seeded generator, so a failing request can be made again. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const hostileTexts = [
  '',
  ' ',
  'a',
  'x'.repeat(70_000),
  'NUL\u0000inside',
  'lone \ud800 surrogate',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '😀'.repeat(50),
  '00000000-0000-0000-0000-000000000000',
  'reliability@example.org',
  '1e309',
  'true',
  '{"$gt":""}',
];
const hostileNumbers = [0, -1, 1, 0.5, -90.0001, 180.5, 1e308, -1e308, 2 ** 53 + 1, 51.5, -0.12];

export async function fuzzOpenApi(
  baseUrl: string,
  options: { requestsPerOperation: number; seed: number; apiKey: string; timeLimitMs: number },
): Promise<{ results: CheckResult[]; total: number; statusCounts: Record<string, number> }> {
  const document = (await call(baseUrl, 'GET', '/api/docs/json')).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  const random = seededRandom(options.seed);
  const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(random() * items.length)]!;
  const statusCounts: Record<string, number> = {};
  const failures: string[] = [];
  let total = 0;
  const stopAt = Date.now() + options.timeLimitMs;

  const valueFor = (schema: JsonSchema | undefined, depth: number): unknown => {
    if (schema === undefined || depth > 6) return pick(hostileTexts);
    if (random() < 0.15)
      return pick<unknown>([null, pick(hostileTexts), pick(hostileNumbers), [], {}]);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives && alternatives.length > 0) return valueFor(pick(alternatives), depth + 1);
    if (schema.allOf && schema.allOf.length > 0) return valueFor(schema.allOf[0], depth + 1);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return pick(schema.enum);
    const type = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
    switch (type) {
      case 'object': {
        const object: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          const required = schema.required?.includes(key) ?? false;
          if (!required && random() < 0.5) continue;
          if (required && random() < 0.05) continue;
          object[key] = valueFor(property, depth + 1);
        }
        return object;
      }
      case 'array':
        return Array.from({ length: Math.floor(random() * 4) }, () =>
          valueFor(schema.items, depth + 1),
        );
      case 'integer':
      case 'number':
        if (schema.minimum !== undefined && schema.maximum !== undefined && random() < 0.6) {
          const value = schema.minimum + random() * (schema.maximum - schema.minimum);
          return type === 'integer' ? Math.round(value) : value;
        }
        return pick(hostileNumbers);
      case 'boolean':
        return random() < 0.5;
      case 'string':
        if (schema.format === 'uuid' && random() < 0.5) return crypto.randomUUID();
        if (schema.format === 'email' && random() < 0.5) return `fuzz${total}@example.org`;
        return pick(hostileTexts);
      default:
        return pick(hostileTexts);
    }
  };
  const deeplyNested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (Date.now() > stopAt) break;
      for (let index = 0; index < options.requestsPerOperation; index += 1) {
        const parameters = operation.parameters ?? [];
        let url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const schema = parameters.find((parameter) => parameter.name === name)?.schema;
          return encodePathPart(String(valueFor(schema, 0)));
        });
        const query = new URLSearchParams();
        for (const parameter of parameters.filter((entry) => entry.in === 'query')) {
          if (random() < 0.3) continue;
          query.set(parameter.name, String(valueFor(parameter.schema, 0)));
        }
        if ([...query].length > 0) url += `?${query.toString()}`;
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const shape = random();
        const request =
          method === 'get' || method === 'delete' || bodySchema === undefined
            ? {}
            : shape < 0.05
              ? { rawBody: deeplyNested(5000) }
              : shape < 0.1
                ? { rawBody: '{"unterminated": ' }
                : { body: valueFor(bodySchema, 0) };
        const reply = await call(baseUrl, method.toUpperCase(), url, {
          ...request,
          apiKey: random() < 0.5 ? options.apiKey : undefined,
        }).catch((error: unknown) => ({ status: 0, body: String(error), headers: new Headers() }));
        total += 1;
        statusCounts[reply.status] = (statusCounts[reply.status] ?? 0) + 1;
        const overloaded = reply.status === 503 && reply.headers.get('retry-after') !== null;
        if ((reply.status >= 500 && !overloaded) || reply.status === 0) {
          failures.push(`${method.toUpperCase()} ${url.slice(0, 120)} → ${reply.status}`);
        }
      }
    }
  }
  return {
    total,
    statusCounts,
    results: [
      {
        name: `fuzz: ${total} requests over every OpenAPI operation, no 500`,
        passed: failures.length === 0 && total > 0,
        detail:
          failures.length === 0
            ? JSON.stringify(statusCounts)
            : `${failures.length} failed: ${failures.slice(0, 5).join('; ')}`,
      },
    ],
  };
}
