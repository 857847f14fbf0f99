import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import type { DisclosureMode, WinbidRule } from '@bidhall/domain/winbid-rules';
import { projectExperts, projects } from '../../src/db/lifecycle-schema.ts';
import { companies, users } from '../../src/db/schema.ts';
import { bearer, startTestApi, type TestApi } from '../harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from '../live-project.ts';
import { busTap, framesOf, normalised, type Observation } from './transcript.ts';

/**
 * Sealed means sealed, as non-interference (docs/rules.md "What each audience sees"): what a supplier
 * observes during the window (every REST answer it gets and every frame its socket gets) is a
 * function of its own actions and of what the disclosure mode shows, nothing else. The same
 * auction runs twice on fresh data, once with rivals signed up and quoting at random amounts
 * and times, once without them; the observed supplier's transcripts must be identical under
 * mode 1, and under modes 2 and 3 differ only in the fields the mode discloses. The expert,
 * who learns nothing about bidders until the window ends, is observed the same way.
 */

let api: TestApi;
const tap = busTap();
let expert: { userId: number; token: string };
let runs = 0;

const MIN = 60_000;
const SNAPSHOT = '/api/services/app/Hall/GetSnapshot';
const SINCE = '/api/services/app/ProjectEvent/GetSince';
const MINE = '/api/services/app/Sproject/GetMyQuotedSprojectDetail';
const SUBMIT = '/api/services/app/Quote/Submit';
const APP = '/api/services/app';

type Read = [path: string, query: Record<string, number>];

/**
 * The reads a bidder or the expert may make during the window: after each quote the hall, the
 * catch-up and the project's lists; at the end of the run all of them, with settings, files,
 * the record and the badges too.
 */
const HALL_READS = (projectId: number): Read[] => [
  [SNAPSHOT, { projectId }],
  [SINCE, { projectId, sinceSeq: 0 }],
  [`${APP}/Sproject/GetSprojectPriceList`, { projectId }],
  [`${APP}/Sproject/GetSprojectEApplyList`, { projectId }],
];
const PROJECT_READS = (projectId: number): Read[] => [
  ...HALL_READS(projectId),
  [`${APP}/Sproject/GetSprojectDetail`, { id: projectId }],
  [`${APP}/PbSetting/Get`, { projectId }],
  [`${APP}/File/GetProjectFilePool`, { projectId }],
  [`${APP}/ProjectRecord/Export`, { projectId }],
  [`${APP}/PublicRecord/Get`, { projectId }],
];
const READS: Record<'self' | 'expert', { quoted: (p: number) => Read[]; end: (p: number) => Read[] }> = {
  self: {
    quoted: (projectId) => [...HALL_READS(projectId), [MINE, { projectId }]],
    end: (projectId) => [
      ...PROJECT_READS(projectId),
      [MINE, { projectId }],
      [`${APP}/Sproject/GetMyBidList`, {}],
      [`${APP}/ScreenCount/GetGysNum`, {}],
    ],
  },
  expert: { quoted: HALL_READS, end: PROJECT_READS },
};

beforeAll(async () => {
  api = await startTestApi();
  await api.deps.bus.subscribe(tap.handler);
  const db = api.database.db;
  const [pool] = await db.insert(companies).values({ tenantId: 1, companyName: '非干扰专家库' }).returning();
  const [user] = await db
    .insert(users)
    .values({
      tenantId: 1,
      userName: 'ni-expert',
      name: '非干扰专家',
      passwordHash: 'x',
      roles: [ROLES.expert],
      companyId: pool!.id,
      isReview: 1,
    })
    .returning();
  const issued = await api.deps.tokens.issue({
    sub: String(user!.id),
    tenantId: 1,
    role: ROLES.expert,
    roles: [ROLES.expert],
  });
  expert = { userId: user!.id, token: issued.accessToken };
});
afterAll(() => api.close());

/** One quote of the scenario: the observed supplier's ('self') or a rival's, `at` seconds into the window. */
type Action = { at: number; who: 'self' | number; amount: string };

/**
 * A window of 20 minutes; the observed supplier quotes 1-3 times going down, 1-3 rivals quote
 * 0-3 times each at random amounts (each rival going down too, so every quote is accepted),
 * all at random distinct seconds.
 */
const scenario = fc
  .record({
    own: fc.uniqueArray(fc.integer({ min: 50_000, max: 150_000 }), { minLength: 1, maxLength: 3 }),
    rivals: fc.array(fc.uniqueArray(fc.integer({ min: 10_000, max: 200_000 }), { maxLength: 3 }), {
      minLength: 1,
      maxLength: 3,
    }),
    seconds: fc.uniqueArray(fc.integer({ min: 1, max: 1_000 }), { minLength: 12, maxLength: 12 }),
  })
  .map(({ own, rivals, seconds }) => {
    const actions: Action[] = [];
    let next = 0;
    const down = (amounts: number[]) => [...amounts].sort((a, b) => b - a).map((n) => (n / 100).toFixed(2));
    for (const amount of down(own)) actions.push({ at: seconds[next++]!, who: 'self', amount });
    rivals.forEach((amounts, r) => {
      for (const amount of down(amounts)) actions.push({ at: seconds[next++]!, who: r, amount });
    });
    // Each party's own quotes keep their order (going down) whatever seconds they drew.
    const order = (who: Action['who']) => actions.filter((a) => a.who === who);
    const timed = [...actions].sort((a, b) => a.at - b.at);
    const parties = [...new Set(actions.map((a) => a.who))];
    const bySlot = new Map(parties.map((p) => [p, order(p)]));
    const taken = new Map(parties.map((p) => [p, 0]));
    return {
      rivals: rivals.length,
      actions: timed.map((slot) => {
        const i = taken.get(slot.who)!;
        taken.set(slot.who, i + 1);
        return { ...slot, amount: bySlot.get(slot.who)![i]!.amount };
      }),
    };
  });

type Transcript = { rest: Observation[]; frames: Observation[] };

/**
 * Runs `actions` on a fresh project (rivals' quotes only `withRivals`, and the rival firms
 * signed up only then) and returns what the observed supplier and the expert saw.
 */
async function run(
  mode: DisclosureMode,
  actions: readonly Action[],
  rivalCount: number,
  withRivals: boolean,
  start: number,
  observe: 'self' | 'expert',
  rule: WinbidRule,
): Promise<{ self: Transcript; expert: Transcript }> {
  const db = api.database.db;
  runs += 1;
  const project = await createLiveProject(db, {
    winbidRule: rule,
    from: start,
    to: start + 20 * MIN,
    // The rule against the best is on under mode 1, where it must not bind (quote-rules.ts).
    settings: { disclosure: mode, maxQuotes: 6, mustBeatBest: mode === 1 },
  });
  await db.insert(projectExperts).values({ projectId: project.id, expertUserId: expert.userId, tenantId: 1 });
  const [self] = await createSuppliers(db, api.deps.tokens, {
    count: 1,
    projectIds: [project.id],
    prefix: `ni${runs}s`,
  });
  const rivals = withRivals
    ? await createSuppliers(db, api.deps.tokens, { count: rivalCount, projectIds: [project.id], prefix: `ni${runs}r` })
    : [];
  const seen: { self: Transcript; expert: Transcript } = {
    self: { rest: [], frames: [] },
    expert: { rest: [], frames: [] },
  };
  const get = async (token: string, path: string, query: Record<string, number>) => {
    const res = await api.http.get(path).query(query).set(bearer(token));
    return { status: res.status, body: res.body };
  };
  const reads = async (who: 'self' | 'expert', token: string, when: 'quoted' | 'end') => {
    for (const [path, query] of READS[who][when](project.id))
      seen[who].rest.push({ rest: path, answer: await get(token, path, query) });
  };
  let n = 0;
  for (const action of actions) {
    if (action.who !== 'self' && !withRivals) continue;
    api.clock.set(new Date(start + action.at * 1000));
    const quoter: TestSupplier = action.who === 'self' ? self! : rivals[action.who]!;
    const res = await api.http
      .post(SUBMIT)
      .set(bearer(quoter.token))
      .send({ projectId: project.id, amount: action.amount, clientQuoteId: `ni-${(n += 1)}` });
    expect(res.body.result?.accepted, JSON.stringify(res.body)).toBe(true);
    if (action.who !== 'self') continue;
    // The clientQuoteId counts every quote of the run: the observed supplier's own are renamed.
    seen.self.rest.push({
      rest: SUBMIT,
      answer: { ...res.body, result: { ...res.body.result, clientQuoteId: '<own>' } },
    });
    await reads(observe, observe === 'self' ? self!.token : expert.token, 'quoted');
  }
  api.clock.set(new Date(start + 1_100 * 1000));
  await reads(observe, observe === 'self' ? self!.token : expert.token, 'end');
  if (process.env.NI_DEBUG)
    console.log(
      seen[observe].rest
        .map((o) => `${'rest' in o ? o.rest : ''} ${(o as { answer: { status: number } }).answer.status}`)
        .join('\n'),
    );
  const [head] = await db.select({ lastSeq: projects.lastSeq }).from(projects).where(eq(projects.id, project.id));
  await expect.poll(() => tap.of(project.id).length).toBe(head!.lastSeq);
  seen.self.frames = framesOf(tap.of(project.id), { audience: 'supplier', firm: self!.supplierId });
  seen.expert.frames = framesOf(tap.of(project.id), { audience: 'expert', firm: null });
  // The observed firm's own name is made per run: it is the caller's own id.
  const rename = (t: Transcript): Transcript =>
    JSON.parse(JSON.stringify(normalised(t)).replaceAll(self!.companyName, '<self>')) as Transcript;
  return { self: rename(seen.self), expert: rename(seen.expert) };
}

/**
 * Runs the scenario with and without rivals, each on fresh data in a window of its own at the
 * same moments, and hands both transcripts to `compare`.
 */
async function twice(
  mode: DisclosureMode,
  observe: 'self' | 'expert',
  compare: (withRivals: Awaited<ReturnType<typeof run>>, alone: Awaited<ReturnType<typeof run>>) => void,
  rule: WinbidRule = 1,
) {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ actions, rivals }) => {
      const start = api.clock.now().getTime() + MIN;
      const a = await run(mode, actions, rivals, true, start, observe, rule);
      api.clock.set(new Date(start - MIN));
      const b = await run(mode, actions, rivals, false, start, observe, rule);
      compare(a, b);
    }),
    { numRuns: 3, seed: 49, endOnFailure: true },
  );
}

/** What modes 2 and 3 show a supplier of the others: the amounts, ranks and (3) names, and how many quotes there were. */
const DISCLOSED = new Set(['entries', 'rank', 'quote', 'seq', 'headSeq']);

/** An others' quote, as a frame or a catch-up's item: modes 2 and 3 send them to every bidder. */
const othersQuote = (v: unknown): boolean => {
  const item = v as { frame?: string; event?: string; message?: { view?: { own?: unknown } } } | null;
  return (item?.frame ?? item?.event) === 'quote:accepted' && item?.message?.view?.own === null;
};

/** `value` without what modes 2 and 3 disclose: the others' quotes, and the fields that show them. */
function undisclosed(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => !othersQuote(v)).map(undisclosed);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!DISCLOSED.has(key)) out[key] = undisclosed(v);
  return out;
}

/**
 * The project stream's seq, where a supplier or the expert is shown it: the `seq` of the
 * snapshot and of each stream message (the objects that carry the protocol's `v`) and a
 * catch-up's `headSeq`. The tests above set it aside to show the rest holds on its own; the
 * last ones compare it too. The seq of a supplier's own quote (its answer, its lines, its own
 * confirmation) is always compared.
 */
function withoutStreamSeq(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutStreamSeq);
  if (value === null || typeof value !== 'object') return value;
  const stream = 'v' in value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value))
    if (key !== 'headSeq' && !(stream && key === 'seq')) out[key] = withoutStreamSeq(v);
  return out;
}

describe('non-interference: a supplier during the window', () => {
  it('under mode 1 sees the same whether rivals quote or not', { timeout: 60_000 }, async () => {
    await twice(1, 'self', (a, b) => {
      expect(withoutStreamSeq(a.self.rest)).toEqual(withoutStreamSeq(b.self.rest));
      expect(withoutStreamSeq(a.self.frames)).toEqual(withoutStreamSeq(b.self.frames));
    });
  });

  it(
    'under a sealed method sees the same in mode 3 too: no amount shows before the opening',
    { timeout: 60_000 },
    async () => {
      await twice(
        3,
        'self',
        (a, b) => {
          expect(withoutStreamSeq(a.self.rest)).toEqual(withoutStreamSeq(b.self.rest));
          expect(withoutStreamSeq(a.self.frames)).toEqual(withoutStreamSeq(b.self.frames));
        },
        5,
      );
    },
  );

  for (const mode of [2, 3] as const) {
    it(`under mode ${mode} differs only in what the mode discloses`, { timeout: 60_000 }, async () => {
      await twice(mode, 'self', (a, b) => {
        expect(undisclosed(a.self)).toEqual(undisclosed(b.self));
      });
    });
  }
});

describe('non-interference: the expert during the window', () => {
  it('sees the same in every mode whether bidders quote or not', { timeout: 60_000 }, async () => {
    for (const mode of [1, 3] as const)
      await twice(mode, 'expert', (a, b) => {
        expect(withoutStreamSeq(a.expert.rest)).toEqual(withoutStreamSeq(b.expert.rest));
        expect(withoutStreamSeq(a.expert.frames)).toEqual(withoutStreamSeq(b.expert.frames));
      });
  });
});

describe("non-interference: the stream seq, each view's own", () => {
  // Each view numbers only the events it is sent (contracts/view-seq.ts), so the seq a supplier
  // and the expert see counts no rival's quote: their whole transcripts, seqs included, match.
  it('a supplier sees under mode 1 is the same whether rivals quote or not', { timeout: 60_000 }, async () => {
    await twice(1, 'self', (a, b) => expect(a.self).toEqual(b.self));
  });
  it('the expert sees is the same whether bidders quote or not', { timeout: 60_000 }, async () => {
    await twice(1, 'expert', (a, b) => expect(a.expert).toEqual(b.expert));
  });
});
