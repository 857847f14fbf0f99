import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import type { Access } from './http/endpoint.ts';
import { openApiDocument } from './http/openapi.ts';
import { allServices } from './services.ts';
import { rows } from './modules/statistics/scope.ts';
import { bearer, startTestApi, type TestApi } from '../test/harness.ts';

/**
 * Every operation of the OpenAPI document, called by a user its access admits with input of the
 * wrong type in every member the document types (a word for a number, a number for a word, an
 * object for a list, an unknown member in a closed body): a 400 in the envelope whose
 * validationErrors name members in the caller's language, and not one row of the database
 * changed. Operations come from the document, so one added later is covered by itself.
 */

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean;
};
type Parameter = { name: string; in: string; schema: JsonSchema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Who calls for each role an operation may admit: the core demo's accounts. */
const CALLER: Record<RoleName, string> = {
  [ROLES.admin]: 'admin',
  [ROLES.purchaser]: 'purchaser',
  [ROLES.agency]: 'agency',
  [ROLES.supplier]: 'supplier1',
  [ROLES.expert]: 'expert1',
};

/** JSON types a schema admits (integer counts as number; an enum of words as string). */
function admitted(schema: JsonSchema): Set<string> | null {
  if (schema.anyOf) {
    const all = schema.anyOf.map(admitted);
    return all.some((s) => s === null) ? null : new Set(all.flatMap((s) => [...s!]));
  }
  if (schema.enum) return new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)));
  if (!schema.type) return null;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return new Set(types.map((t) => (t === 'integer' ? 'number' : t)));
}

const WRONG: Array<[string, unknown]> = [
  ['object', { wrong: true }],
  ['string', 'wrong'],
  ['number', 12.5],
  ['array', ['wrong']],
  ['boolean', true],
];

/** A value of a JSON type the schema does not admit, or undefined when it admits anything. */
function wrongFor(schema: JsonSchema): unknown {
  const types = admitted(schema);
  if (!types) return undefined;
  return WRONG.find(([type]) => !types.has(type))?.[1];
}

/** The query members a query string can get wrong: those typed as numbers or booleans. */
function badQuery(parameters: Parameter[] = []): Record<string, string> {
  const query: Record<string, string> = {};
  for (const p of parameters) {
    const types = p.in === 'query' ? admitted(p.schema) : null;
    if (types && !types.has('string')) query[p.name] = 'wrong';
  }
  return query;
}

function badBody(schema: JsonSchema | undefined): Record<string, unknown> | undefined {
  if (!schema?.properties) return undefined;
  const body: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(schema.properties)) {
    const value = wrongFor(member);
    if (value !== undefined) body[name] = value;
  }
  if (schema.additionalProperties === false) body.notAMember = 'wrong';
  return Object.keys(body).length ? body : undefined;
}

let api: TestApi;
const tokens = new Map<string, string>();

beforeAll(async () => {
  api = await startTestApi();
  for (const user of new Set(Object.values(CALLER)))
    tokens.set(
      user,
      await api.login(
        user,
        (Object.keys(CALLER) as RoleName[]).find((r) => CALLER[r] === user),
      ),
    );
}, 120_000);
afterAll(() => api.close());

/** Every table's rows, as one text per table: equal before and after means nothing changed. */
async function databaseRows(): Promise<Record<string, string>> {
  const { db } = api.database;
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [table] = await rows<{ n: number; h: string }>(
      db,
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
    );
    out[name] = `${table!.n} ${table!.h}`;
  }
  return out;
}

describe('bad input to every operation of the OpenAPI document', () => {
  it('is a 400 naming the members in the caller’s language, and changes nothing', async () => {
    const services = allServices(api.deps);
    const access = new Map<string, Access>(
      services.flatMap((s) => s.endpoints.map((ep) => [`${s.name}_${ep.method}`, ep.access] as const)),
    );
    const doc = openApiDocument(services, { title: 'bad input', version: '1' }) as unknown as {
      paths: Record<string, Record<string, Operation>>;
    };
    const before = await databaseRows();
    const problems: string[] = [];
    const judged: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [verb, op] of Object.entries(operations)) {
        const a = access.get(op.operationId);
        if (!a) continue; // the file transfers: multipart and downloads, not JSON
        const user = a === 'anonymous' ? null : CALLER[a === 'signedIn' ? ROLES.purchaser : a.roles[0]!];
        const query = badQuery(op.parameters);
        const body = badBody(op.requestBody?.content['application/json']?.schema);
        if (!Object.keys(query).length && !body) continue; // nothing it takes can be of a wrong type
        let request = api.http[verb as 'get' | 'post' | 'put' | 'delete'](path)
          .set('Accept-Language', 'zh-CN')
          .query(query);
        if (user) request = request.set(bearer(tokens.get(user)!));
        const res = body ? await request.send(body) : await request;
        judged.push(`${verb.toUpperCase()} ${path}`);
        const at = `${verb.toUpperCase()} ${path} as ${user ?? 'anyone'} with ${JSON.stringify({ query, body })}`;
        const errors: Array<{ message: string; members: string[] }> | undefined = res.body?.error?.validationErrors;
        if (res.status !== 400 || res.body.success !== false || res.body.__abp !== true)
          problems.push(`${at}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        else if (!errors?.length) problems.push(`${at}: no validationErrors`);
        else
          for (const e of errors)
            if (!/[\u4e00-\u9fff]/.test(e.message) || !Array.isArray(e.members))
              problems.push(`${at}: ${JSON.stringify(e)} is not a zh-CN message on members`);
      }
    }
    expect(problems).toEqual([]);
    // Most operations take something that can be wrong; a document that lost its types would judge none.
    expect(judged.length).toBeGreaterThan(80);
    expect(await databaseRows()).toEqual(before);
  }, 120_000);
});
