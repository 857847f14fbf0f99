import { describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { bearer } from '../test/harness.ts';
import { databaseRows } from '../test/database-rows.ts';
import { apiForEveryRole, documentedOperations } from '../test/operations.ts';

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

const running = apiForEveryRole();
const token = running.token;

describe('bad input to every operation of the OpenAPI document', () => {
  it('is a 400 naming the members in the caller’s language, and changes nothing', async () => {
    const before = await databaseRows(running.api().database.db);
    const problems: string[] = [];
    const judged: string[] = [];
    for (const { verb, path, access: a, op } of documentedOperations<Operation>(running.api().deps)) {
      const role = a === 'anonymous' ? null : a === 'signedIn' ? ROLES.purchaser : a.roles[0]!;
      const query = badQuery(op.parameters);
      const body = badBody(op.requestBody?.content['application/json']?.schema);
      if (!Object.keys(query).length && !body) continue; // nothing it takes can be of a wrong type
      let request = running.api().http[verb](path).set('Accept-Language', 'zh-CN').query(query);
      if (role) request = request.set(bearer(token(role)));
      const res = body ? await request.send(body) : await request;
      judged.push(`${verb.toUpperCase()} ${path}`);
      const at = `${verb.toUpperCase()} ${path} as ${role ?? 'anyone'} with ${JSON.stringify({ query, body })}`;
      const errors: Array<{ message: string; members: string[] }> | undefined = res.body?.error?.validationErrors;
      if (res.status !== 400 || res.body.success !== false || res.body.__abp !== true)
        problems.push(`${at}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      else if (!errors?.length) problems.push(`${at}: no validationErrors`);
      else
        for (const e of errors)
          if (!/[\u4e00-\u9fff]/.test(e.message) || !Array.isArray(e.members))
            problems.push(`${at}: ${JSON.stringify(e)} is not a zh-CN message on members`);
    }
    expect(problems).toEqual([]);
    // Most operations take something that can be wrong; a document that lost its types would judge none.
    expect(judged.length).toBeGreaterThan(80);
    expect(await databaseRows(running.api().database.db)).toEqual(before);
  }, 120_000);
});
