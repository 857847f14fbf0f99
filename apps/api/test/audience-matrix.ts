import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHASES, audienceFacts, type AudienceFacts, type Phase } from '@bidhall/domain/audience-policy';
import { announcements, projects, requirements } from '../src/db/lifecycle-schema.ts';
import { agreements } from '../src/db/documents-schema.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { documentedOperations } from './operations.ts';
import { buildWorld, timesFor, type Caller, type Firm, type WorldProject } from './audience-world.ts';

/**
 * Every GET endpoint of the OpenAPI document x every caller kind x every phase, on a project
 * in each price disclosure mode and a sealed one: no answer carries a fact about another
 * bidder that the domain audience policy withholds from the caller. Endpoints come from the
 * document, so a new one is in the matrix by itself; one whose required parameters the
 * matrix cannot fill fails it.
 */

type Operation = {
  operationId: string;
  path: string;
  params: Array<{ name: string; required: boolean }>;
  roles: readonly string[] | 'anonymous' | 'signedIn';
};
type World = Awaited<ReturnType<typeof buildWorld>>;

/** Parameters the matrix fills by name; an optional one not listed is left out. */
const FILL_BY_NAME: Record<string, (p: WorldProject | null) => number | undefined> = {
  projectId: (p) => p?.id,
  sinceSeq: () => 0,
  maxResultCount: () => 1000,
  MaxResultCount: () => 1000,
};
/** Operations whose `id` is a project's. */
const PROJECT_ID_OPERATIONS = new Set(['Sproject_GetSprojectDetail']);
/** Operations whose `id` names another entity: the first of its kind in the tenant. */
const ENTITY_ID_OPERATIONS: Record<string, (ids: EntityIds) => number> = {
  User_Get: (ids) => ids.user,
  Requirement_Get: (ids) => ids.requirement,
  Announcement_Get: (ids) => ids.announcement,
  PublicNotice_Get: (ids) => ids.announcement,
  Agreement_Get: (ids) => ids.agreement,
};
type EntityIds = { user: number; requirement: number; announcement: number; agreement: number };

function operationsOf(api: TestApi): Operation[] {
  type Get = { operationId: string; parameters: Array<{ name: string; required: boolean }> };
  return documentedOperations<Get>(api.deps)
    .filter((o) => o.verb === 'get')
    .map(({ path, access: a, op }) => ({
      operationId: op.operationId,
      path,
      params: op.parameters,
      roles: typeof a === 'string' ? a : a.roles,
    }));
}

/** Whether the operation reads one project (and so is asked once per project). */
const projectScoped = (op: Operation) =>
  op.params.some((p) => p.name === 'projectId') || PROJECT_ID_OPERATIONS.has(op.operationId);

/** The query of one call, or the names the matrix cannot fill. */
function queryOf(
  op: Operation,
  project: WorldProject | null,
  ids: EntityIds,
): { query: URLSearchParams } | { unknown: string[] } {
  const query = new URLSearchParams();
  const unknown: string[] = [];
  for (const param of op.params) {
    let value: number | undefined;
    if (param.name === 'id' && PROJECT_ID_OPERATIONS.has(op.operationId)) value = project?.id;
    else if (param.name === 'id' && ENTITY_ID_OPERATIONS[op.operationId])
      value = ENTITY_ID_OPERATIONS[op.operationId]!(ids);
    else if (FILL_BY_NAME[param.name]) value = FILL_BY_NAME[param.name]!(project);
    if (value !== undefined) query.set(param.name, String(value));
    else if (param.required) unknown.push(param.name);
  }
  return unknown.length > 0 ? { unknown } : { query };
}

const callerMayCall = (op: Operation, caller: Caller) =>
  op.roles === 'anonymous' || (caller.role !== null && (op.roles === 'signedIn' || op.roles.includes(caller.role)));

/** Relations that deal with the bidders as firms: the others never learn a firm's id. */
const FIRM_ID_READERS = new Set(['handlingAgency', 'owningPurchaser', 'platformStaff', 'assignedExpert']);

/**
 * The strings and ids of the firms the caller may not learn about in one project. A supplier
 * shown the others' names (mode 3) still never gets their firm ids; the public record, once
 * the result is published, carries the winners' ids inside their hashed entries.
 */
function forbiddenOf(project: WorldProject, caller: Caller, facts: AudienceFacts, phase: Phase) {
  const idsWithheld = !FIRM_ID_READERS.has(caller.relationTo(project)) && phase !== 'resultPublished';
  const firms = [project.passedA, project.passedB, project.pending, project.returned].filter(
    (f) => f.companyId !== caller.companyId,
  );
  const winner = (f: Firm) => f === project.passedA;
  const hidden = (reach: AudienceFacts['identities'], f: Firm) =>
    reach === 'none' || (reach === 'winner' && !winner(f));
  const strings: string[] = [];
  const ids = new Set<number>();
  for (const f of firms) {
    if (hidden(facts.identities, f)) strings.push(f.companyName, f.person);
    if (hidden(facts.identities, f) || idsWithheld) ids.add(f.companyId);
    if (!facts.contacts) strings.push(f.linkman, f.phone);
    if (f.amount && hidden(facts.amounts, f)) strings.push(f.amount);
  }
  return { strings, ids };
}

const ID_KEY = /(supplier|company)Id$/i;
const COUNT_KEY = /^(bidderCount|validBidders|applyCount|signUpCount|supplierCount|bidders)$/;

/** What one answer gives away: forbidden strings, ids, ranks and counts. */
function leaksIn(
  text: string,
  json: unknown,
  forbidden: { strings: string[]; ids: Set<number> },
  scoped: { facts: AudienceFacts; ownRows: number } | null,
): string[] {
  const found = forbidden.strings.filter((s) => text.includes(s));
  const walk = (v: unknown, key: string) => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, key));
    if (v && typeof v === 'object') return Object.entries(v).forEach(([k, x]) => walk(x, k));
    if (typeof v === 'number' && ID_KEY.test(key) && forbidden.ids.has(v)) found.push(`${key}=${v}`);
    if (scoped && typeof v === 'number' && key === 'rank' && !scoped.facts.ranks) found.push(`rank=${v}`);
    if (scoped && typeof v === 'number' && COUNT_KEY.test(key) && !scoped.facts.count && v > scoped.ownRows)
      found.push(`${key}=${v}`);
  };
  walk(json, '');
  return found;
}

/** Runs `work` on every item, `width` at a time (reads only: their order does not matter). */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
}

/**
 * The matrix for the callers `callerIn` picks (the test files split the callers between them, so
 * that two workers share the matrix); `endpoints` adds the checks that concern every caller alike.
 */
export function describeAudienceMatrix(
  title: string,
  opts: { callerIn: (caller: Caller) => boolean; endpoints: boolean },
) {
  describe(`audience matrix (${title}): GET endpoints x callers x phases`, () => {
    let api: TestApi;
    let server: Server;
    let base: string;
    let world: World;
    let ops: Operation[];
    let ids: EntityIds;
    /** The calls' connections, one per lane of `inParallel`, kept open from call to call. */
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });

    beforeAll(async () => {
      api = await startTestApi();
      world = await buildWorld(api);
      ops = operationsOf(api);
      const db = api.database.db;
      const first = async (table: typeof requirements | typeof announcements | typeof agreements) =>
        (await db.select({ id: table.id }).from(table).limit(1))[0]?.id ?? 1;
      ids = {
        user: world.sampleUserId,
        requirement: await first(requirements),
        announcement: await first(announcements),
        agreement: await first(agreements),
      };
      server = createServer(api.app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // Twenty seconds alone; beside the end-to-end job on two cores it has taken over two minutes.
    }, 360_000);

    afterAll(async () => {
      agent.destroy();
      await new Promise((resolve) => server?.close(resolve));
      await api?.close();
    });

    /** Moves every project of the world into `phase`: times, state, quotes, winner. */
    async function enterPhase(phase: Phase) {
      const db = api.database.db;
      const now = api.clock.now();
      const projectIds = world.world.map((p) => p.id);
      const set = (values: Partial<typeof projects.$inferInsert>) =>
        db.update(projects).set(values).where(inArray(projects.id, projectIds));
      if (phase === 'signUpOpen' || phase === 'signUpClosed' || phase === 'windowOpen' || phase === 'windowEnded')
        await set(timesFor(phase, now.getTime()));
      if (phase === 'windowOpen') {
        for (const [i, p] of world.world.entries()) {
          for (const [k, f] of [p.passedA, p.passedB].entries()) {
            f.amount = `${61 + i}${k === 0 ? '37.41' : '48.52'}`;
            const res = await api.http
              .post('/api/services/app/Quote/Submit')
              .set({ Authorization: `Bearer ${f.token}` })
              .send({ projectId: p.id, amount: f.amount, clientQuoteId: `mx-${p.id}-${k}` });
            expect(res.body.result?.accepted, JSON.stringify(res.body)).toBe(true);
          }
        }
      }
      if (phase === 'windowEnded') await set({ windowClosedAt: now });
      if (phase === 'opened') {
        for (const p of world.world) {
          await db
            .update(projects)
            .set({
              state: 6,
              winnerSupplierId: p.passedA.companyId,
              winAmount: p.passedA.amount,
              resultComment: `成交${p.passedA.companyName}`,
              quotesOpenedAt: p.sealed ? now : null,
            })
            .where(eq(projects.id, p.id));
        }
      }
      if (phase === 'resultPublished') await set({ state: 7 });
    }

    async function call(op: Operation, caller: Caller, query: URLSearchParams) {
      const headers: Record<string, string> = { 'Abp.TenantId': '1' };
      if (caller.token) headers.Authorization = `Bearer ${caller.token}`;
      // node:http rather than fetch: over the matrix's thousands of calls fetch's web streams
      // cost about a sixth of the file's CPU.
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        get(`${base}${op.path}?${query}`, { headers, agent }, (res) => {
          res.setEncoding('utf8');
          let body = '';
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, text: body }));
          res.on('error', reject);
        }).on('error', reject);
      });
      return { status, text, json: JSON.parse(text) as unknown };
    }

    it.runIf(opts.endpoints)('fills every GET endpoint of the OpenAPI document', () => {
      const unfillable = ops.flatMap((op) => {
        const q = queryOf(op, world.world[0]!, ids);
        return 'unknown' in q ? [`${op.operationId}: ${q.unknown.join(', ')}`] : [];
      });
      expect(unfillable, 'endpoints the matrix cannot classify: teach it their parameters').toEqual([]);
      expect(ops.length).toBeGreaterThan(50);
    });

    it.runIf(opts.endpoints)('lets only a passed sign-up into the hall', async () => {
      const p = world.world[0]!;
      const ask = async (token: string) => {
        const headers = { Authorization: `Bearer ${token}` };
        const snapshot = await fetch(`${base}/api/services/app/Hall/GetSnapshot?projectId=${p.id}`, { headers });
        const since = await fetch(`${base}/api/services/app/ProjectEvent/GetSince?projectId=${p.id}&sinceSeq=0`, {
          headers,
        });
        return [snapshot.status, since.status];
      };
      expect(await ask(p.passedA.token)).toEqual([200, 200]);
      expect(await ask(p.pending.token)).toEqual([403, 403]);
      expect(await ask(p.returned.token)).toEqual([403, 403]);
    });

    it('gives no caller a fact the audience policy withholds, in any phase', async () => {
      const leaks: string[] = [];
      const serverErrors: string[] = [];
      let cells = 0;
      let calls = 0;
      const statuses = new Map<number, number>();
      for (const phase of PHASES) {
        await enterPhase(phase);
        for (const caller of world.callers.filter(opts.callerIn)) {
          const factsIn = (p: WorldProject) =>
            audienceFacts(caller.relationTo(p), phase, { disclosure: p.disclosure, sealed: p.sealed });
          // A list across projects may carry any of them: the caller's withheld facts of all.
          const everywhere = world.world.map((p) => forbiddenOf(p, caller, factsIn(p), phase));
          const all = {
            strings: everywhere.flatMap((f) => f.strings),
            ids: new Set(everywhere.flatMap((f) => [...f.ids])),
          };
          const jobs: Array<{ op: Operation; project: WorldProject | null; query: URLSearchParams }> = [];
          for (const op of ops) {
            const targets = projectScoped(op) ? (caller.home ? [caller.home] : world.world) : [null];
            for (const project of targets) {
              cells++;
              // A role the endpoint does not admit is refused by the router before any read.
              if (!callerMayCall(op, caller)) continue;
              const q = queryOf(op, project, ids);
              if (!('unknown' in q)) jobs.push({ op, project, query: q.query });
            }
          }
          await inParallel(jobs, 4, async ({ op, project, query }) => {
            const answer = await call(op, caller, query);
            calls++;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const where = `${phase} ${caller.kind} ${op.operationId}${project ? ` ${project.label}` : ''}`;
            // A business refusal is a 500 with its own message; an unexpected failure says 服务器内部错误.
            if (answer.status >= 500 && answer.text.includes('服务器内部错误')) serverErrors.push(where);
            const scoped = project ? { facts: factsIn(project), ownRows: caller.home === project ? 1 : 0 } : null;
            const found = leaksIn(answer.text, answer.json, all, scoped);
            if (found.length > 0) leaks.push(`${where}: ${found.join(', ')}`);
          });
        }
      }
      console.log(
        `audience matrix (${title}): ${ops.length} GET endpoints x ${world.callers.filter(opts.callerIn).length} callers x ${PHASES.length} phases x ${world.world.length} projects: ${cells} cells, ${calls} calls; answers by status ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(serverErrors).toEqual([]);
      expect(leaks).toEqual([]);
    }, 900_000);
  });
}
