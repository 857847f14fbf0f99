import { describe, expect, it } from 'vitest';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { bearer } from '../test/harness.ts';
import { databaseRows } from '../test/database-rows.ts';
import { apiForEveryRole, documentedOperations } from '../test/operations.ts';

/**
 * Every member of every operation of the OpenAPI document, given one value at a time that has
 * no one meaning for it: a NUL character in text, a member given twice in the query, text that
 * is not a plain number where a number goes ("", "0x1", "1e3", " 1", "true"), a boolean or a
 * list for a number, a fraction for a whole number, a number past the largest bigint or past
 * the member's own bounds, a time past year 9999 or before year 1, a text one character longer
 * than its maximum. Each is a 400 in the envelope whose validationErrors name that member, and
 * not one row of the database changed: no such value reaches a handler or the database. The
 * cases come from the document, so a member added later is covered by itself.
 */

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
};
type Parameter = { name: string; in: string; schema: JsonSchema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** A value and how it is written: in a JSON body as is, in a query string as its text. */
type Case = { label: string; body?: unknown; query?: string };

const variants = (s: JsonSchema): JsonSchema[] => (s.anyOf ? s.anyOf.flatMap(variants) : [s]);
const typesOf = (s: JsonSchema): string[] => {
  if (s.enum) return s.enum.map((v) => (v === null ? 'null' : typeof v));
  if (s.const !== undefined) return [s.const === null ? 'null' : typeof s.const];
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  return types.map((t) => (t === 'integer' ? 'number' : t));
};

/** The values of a member's schema that no variant of it may accept. */
function boundaryCases(schema: JsonSchema): Case[] {
  const all = variants(schema);
  // A variant with no type admits anything: nothing of its own is wrong for it but NUL text.
  const open = all.some((v) => typesOf(v).length === 0);
  const admits = (type: string) => open || all.some((v) => typesOf(v).includes(type));
  const cases: Case[] = [{ label: 'NUL in text', body: 'a\u0000b', query: 'a\u0000b' }];
  if (open) return cases;
  const numbers = all.filter((v) => typesOf(v).includes('number'));
  const strings = all.filter((v) => typesOf(v).includes('string'));
  if (numbers.length > 0 && strings.length === 0) {
    for (const text of ['', '0x1', '1e3', ' 1', 'true', 'NaN', 'Infinity'])
      cases.push({ label: `number as ${JSON.stringify(text)}`, body: text, query: text });
    if (!admits('boolean')) cases.push({ label: 'true for a number', body: true });
    if (!admits('array')) cases.push({ label: '[1] for a number', body: [1] });
  }
  if (numbers.length === 1) {
    const [n] = numbers as [JsonSchema];
    const past = (value: number, label: string) => cases.push({ label, body: value, query: String(value) });
    if (n.type === 'integer') past(1.5, 'a fraction for a whole number');
    past(1e20, 'past bigint');
    past(-1e20, 'below bigint');
    if (n.maximum !== undefined) past(n.maximum + 1, 'above its maximum');
    if (n.exclusiveMaximum !== undefined) past(n.exclusiveMaximum, 'at its exclusive maximum');
    if (n.minimum !== undefined) past(n.minimum - 1, 'below its minimum');
    if (n.exclusiveMinimum !== undefined) past(n.exclusiveMinimum, 'at its exclusive minimum');
    if (n.enum) past(Math.max(...(n.enum as number[])) + 1, 'outside its codes');
  }
  if (strings.length === 1 && numbers.length === 0) {
    const [s] = strings as [JsonSchema];
    if (s.format === 'date-time')
      for (const time of ['+275760-09-13T00:00:00.000Z', '0000-01-01T00:00:00.000Z', '10000-01-01T00:00:00.000Z'])
        cases.push({ label: `time ${time}`, body: time, query: time });
    if (s.maxLength !== undefined && s.maxLength < 1_000_000) {
      const long = '1'.repeat(s.maxLength + 1);
      cases.push({ label: 'one past its maximum length', body: long, query: long });
    }
  }
  if (strings.length > 0 && numbers.length === 1) {
    // A time as epoch ms or ISO text: past year 9999 either way.
    const [n] = numbers as [JsonSchema];
    if (n.maximum !== undefined && strings.every((s) => s.format === 'date-time'))
      cases.push({ label: 'a time past year 9999', body: '+275760-09-13T00:00:00.000Z' });
  }
  return cases;
}

/** The filters no list may take: a value past bigint or an int4, a fraction for an id, a time past year 9999. */
const BAD_FILTERS = [
  'id = 99999999999999999999',
  'id = 1.5',
  'id > 2147483648',
  'state = 40000',
  "creationTime > '275760-01-01'",
  "creationTime > '+275760-09-13T00:00:00Z'",
  "id contains '1'",
];

type Call = {
  at: string;
  verb: 'get' | 'post' | 'put' | 'delete';
  path: string;
  role: RoleName | null;
  member: string;
};

const running = apiForEveryRole();
const token = running.token;

async function send(call: Call, request: { query?: string; body?: Record<string, unknown> }, problems: string[]) {
  let req = running.api().http[call.verb](call.path).set('Accept-Language', 'zh-CN');
  if (request.query !== undefined) req = req.query(request.query);
  if (call.role) req = req.set(bearer(token(call.role)));
  const res = request.body ? await req.send(request.body) : await req;
  const errors: Array<{ message: string; members: string[] }> | undefined = res.body?.error?.validationErrors;
  const at = `${call.at} ${JSON.stringify(request)}`;
  if (res.status !== 400 || res.body?.__abp !== true)
    problems.push(`${at}: ${res.status} ${JSON.stringify(res.body).slice(0, 240)}`);
  else if (!errors?.some((e) => e.members.some((m) => m === call.member || m.startsWith(`${call.member}.`))))
    problems.push(`${at}: validationErrors do not name ${call.member}: ${JSON.stringify(errors)}`);
}

describe('boundary values of every member of every operation of the OpenAPI document', () => {
  it('are each a 400 naming the member, and change nothing', async () => {
    const before = await databaseRows(running.api().database.db);
    const problems: string[] = [];
    let cases = 0;
    for (const { verb, path, access: a, op } of documentedOperations<Operation>(running.api().deps)) {
      const role = a === 'anonymous' ? null : a === 'signedIn' ? ROLES.purchaser : a.roles[0]!;
      const base = { verb, path, role, at: `${verb.toUpperCase()} ${path} as ${role ?? 'anyone'}` };
      for (const p of op.parameters ?? []) {
        if (p.in !== 'query') continue;
        const call = { ...base, member: p.name };
        const key = encodeURIComponent(p.name);
        await send(call, { query: `${key}=1&${key}=1` }, problems);
        for (const c of boundaryCases(p.schema))
          if (c.query !== undefined) await send(call, { query: `${key}=${encodeURIComponent(c.query)}` }, problems);
        if (p.name === 'Filter')
          for (const f of BAD_FILTERS) await send(call, { query: `Filter=${encodeURIComponent(f)}` }, problems);
        cases += 1;
      }
      const body = op.requestBody?.content['application/json']?.schema;
      for (const [name, member] of Object.entries(body?.properties ?? {})) {
        for (const c of boundaryCases(member))
          if (c.body !== undefined) await send({ ...base, member: name }, { body: { [name]: c.body } }, problems);
        cases += 1;
      }
    }
    expect(problems).toEqual([]);
    // A document that lost its members would judge none.
    expect(cases).toBeGreaterThan(300);
    expect(await databaseRows(running.api().database.db)).toEqual(before);
  }, 600_000);
});
