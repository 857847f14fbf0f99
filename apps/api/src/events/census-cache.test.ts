import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/lifecycle-schema.ts';
import { eq } from 'drizzle-orm';
import { bearer, startTestApi, type TestApi } from '../../test/harness.ts';
import { createLiveProject, createSuppliers } from '../../test/live-project.ts';
import { censusUpTo } from './census-cache.ts';
import { streamGroups, type StreamGroup } from './view-census.ts';

const MIN = 60_000;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const sorted = (groups: readonly StreamGroup[]) =>
  [...groups].sort((a, b) => JSON.stringify(a.key).localeCompare(JSON.stringify(b.key)));

describe('the census the quote path keeps', () => {
  it('equals a whole read of the stream after batches on two api processes, sealed and open alike', async () => {
    const other = await api.sibling();
    try {
      const now = api.clock.now().getTime();
      for (const winbidRule of [1, 3] as const) {
        const project = await createLiveProject(api.database.db, { winbidRule, from: now - MIN, to: now + 30 * MIN });
        const bidders = await createSuppliers(api.database.db, api.deps.tokens, {
          count: 3,
          projectIds: [project.id],
          prefix: `census${winbidRule}`,
        });
        // Rounds of quotes, each bidder lower than its last, sent to either process in turn.
        for (let round = 0; round < 4; round++)
          for (const [i, bidder] of bidders.entries()) {
            const app = (round + i) % 2 === 0 ? api.app : other.app;
            const answer = await supertest(app)
              .post('/api/services/app/Quote/Submit')
              .set(bearer(bidder.token))
              .send({
                projectId: project.id,
                amount: `${90_000 - round * 1_000 - i * 10}.00`,
                clientQuoteId: `c${round}-${i}`,
              });
            expect(answer.body.result?.accepted, JSON.stringify(answer.body)).toBe(true);
          }
        const [{ lastSeq }] = (await api.database.db
          .select({ lastSeq: projects.lastSeq })
          .from(projects)
          .where(eq(projects.id, project.id))) as [{ lastSeq: number }];
        const whole = sorted(await streamGroups(api.database.db, project.id, lastSeq));
        expect(whole.reduce((sum, g) => sum + g.events, 0)).toBe(lastSeq);
        for (const deps of [api.deps, other.deps])
          expect(sorted(await censusUpTo(api.database.db, deps, project.id, lastSeq))).toEqual(whole);
      }
    } finally {
      await other.close();
    }
  });
});
