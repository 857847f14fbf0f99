import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { PROJECT_STATE_CODES } from '@bidhall/domain/project-states';
import { projectKindOf, winbidRuleInfo, type WinbidRule } from '@bidhall/domain/winbid-rules';
import { createMemoryBus } from '@bidhall/bus/memory-bus';
import { bearer, startTestApi, type TestApi } from '../../test/harness.ts';
import { ensureLiveRound, LIVE_PROJECT_NAME } from './live-round.ts';
import { SECOND_TENANT_PROJECTS } from './second-tenant.ts';

/** The full demo (what `npm start` writes), read back through the api as the pages read it. */
let api: TestApi;
let dataDir: string;
const tokens: Record<string, string> = {};
const app = (path: string) => `/api/services/app/${path}`;
type Project = { id: number; projectName: string; state: number; winbidRule: number; mode: number };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bidhall-demo-files-'));
  api = await startTestApi({ DATA_DIR: dataDir }, createMemoryBus(), 'full');
  tokens.admin = await api.login('admin', ROLES.admin);
  tokens.purchaser = await api.login('purchaser', ROLES.purchaser);
  tokens.agency = await api.login('agency', ROLES.agency);
  tokens.expert1 = await api.login('expert1', ROLES.expert);
  tokens.expert2 = await api.login('expert2', ROLES.expert);
  for (const supplier of ['supplier1', 'supplier2', 'supplier3'])
    tokens[supplier] = await api.login(supplier, ROLES.supplier);
}, 180_000);
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (path: string, who: string, query: object = { MaxResultCount: 200 }) =>
  api.http.get(app(path)).set(bearer(tokens[who]!)).query(query);

describe('the full demo', () => {
  it('has every project state, every winning-method family and the live project', async () => {
    const items: Project[] = (await get('Sproject/GetPaged', 'admin')).body.result.items;
    expect(new Set(items.map((p) => p.state))).toEqual(new Set(PROJECT_STATE_CODES));
    expect(new Set(items.map((p) => winbidRuleInfo(p.winbidRule as WinbidRule).menuType))).toEqual(
      new Set(['A', 'B', 'C']),
    );
    expect(items.some((p) => p.mode === 1)).toBe(true);
    expect(items.map((p) => p.projectName)).toContain(LIVE_PROJECT_NAME);
  });

  it('files every project under the kind its winning method fixes, so the kind charts count scoring projects', async () => {
    type Kinded = Project & { projectType: number };
    const items: Kinded[] = (await get('Sproject/GetPaged', 'admin')).body.result.items;
    const wrong = items.filter(
      (p) => p.projectType !== projectKindOf(p.mode, p.winbidRule as WinbidRule, p.projectType),
    );
    expect(wrong.map((p) => p.projectName)).toEqual([]);
    expect(new Set(items.map((p) => p.projectType))).toEqual(new Set([1, 2, 3, 5]));
  });

  it('describes every project and names whom to call, as a purchaser fills in the form', async () => {
    type Described = Project & { content: string; linkman: string | null; linkPhone: string | null };
    const items: Described[] = (await get('Sproject/GetPaged', 'admin')).body.result.items;
    const bare = items.filter((p) => !p.content.trim() || !p.linkman || !p.linkPhone);
    expect(bare.map((p) => p.projectName)).toEqual([]);
    expect(items.map((p) => p.projectName).filter((name) => /个月前|季度/.test(name))).toEqual([]);
  });

  it("signs suppliers up before each project's sign-up closed, with whom to call, and answers them after", async () => {
    type Dated = Project & { applyToTime: string | null };
    type SignUp = { companyName: string; linkman: string | null; submitTime: string; auditTime: string | null };
    const items: Dated[] = (await get('Sproject/GetPaged', 'agency')).body.result.items;
    const wrong: string[] = [];
    let seen = 0;
    for (const p of items.filter((p) => p.mode === 0 && p.applyToTime)) {
      const signUps: SignUp[] = (await get('Sproject/GetSprojectEApplyList', 'agency', { projectId: p.id })).body.result
        .items;
      for (const s of signUps) {
        seen += 1;
        if (Date.parse(s.submitTime) > Date.parse(p.applyToTime!))
          wrong.push(`${p.projectName}: ${s.companyName} late`);
        if (s.auditTime && Date.parse(s.auditTime) < Date.parse(s.submitTime))
          wrong.push(`${p.projectName}: ${s.companyName} answered before it came`);
        if (!s.linkman) wrong.push(`${p.projectName}: ${s.companyName} names no contact`);
      }
    }
    expect(seen).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  it("runs every project's record forward from its creation to now, its bidding notice out before sign-up closed", async () => {
    type Dated = Project & { creationTime: string; applyToTime: string | null };
    type Entry = { comment: string; creationTime: string };
    type Notice = { type: number; publishedAt: string };
    const items: Dated[] = (await get('Sproject/GetPaged', 'agency')).body.result.items;
    const wrong: string[] = [];
    const now = Date.now();
    for (const p of items) {
      const entries: Entry[] = (
        await get('ProjectAudit/GetPaged', 'agency', { Filter: `projectId = ${p.id}`, MaxResultCount: 1000 })
      ).body.result.items;
      for (const e of entries) {
        const at = Date.parse(e.creationTime);
        if (at < Date.parse(p.creationTime) - 60_000 || at > now)
          wrong.push(`${p.projectName}: ${e.comment} at ${e.creationTime}`);
      }
      const notices: Notice[] = (await get('Announcement/GetList', 'agency', { projectId: p.id })).body.result.items;
      const bidding = notices.find((n) => n.type === 0);
      if (bidding && p.applyToTime && Date.parse(bidding.publishedAt) > Date.parse(p.applyToTime))
        wrong.push(`${p.projectName}: bidding notice after sign-up closed`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps documents in the file pool of every project the agency handles, each downloadable', async () => {
    const items: Project[] = (await get('Sproject/GetPaged', 'agency')).body.result.items;
    const handled = items.filter((p) => p.state !== 0);
    expect(handled.length).toBeGreaterThan(5);
    for (const p of handled) {
      const pool = (await get('File/GetProjectFilePool', 'agency', { projectId: p.id })).body.result;
      const names = pool.stages.flatMap((s: { files: { fileName: string }[] }) => s.files.map((f) => f.fileName));
      expect(names, p.projectName).toContain('招标文件.pdf');
    }
    const first = (await get('File/GetProjectFilePool', 'purchaser', { projectId: handled[0]!.id })).body.result
      .stages[0].files[0];
    const download = await api.http
      .get(app('File/Download'))
      .set(bearer(tokens.purchaser!))
      .query({ id: first.id })
      .buffer(true);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(download.body as Buffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('has a result for every project past its result, and a readable notice for every published one', async () => {
    const items: Project[] = (await get('Sproject/GetPaged', 'purchaser')).body.result.items;
    for (const p of items.filter((x) => x.state === 6 || x.state === 7)) {
      const res = await get('Result/Get', 'purchaser', { projectId: p.id });
      expect(res.body.result?.winners.length, `${p.projectName}: ${JSON.stringify(res.body.error)}`).toBeGreaterThan(0);
    }
    type Notice = { type: number; title: string; content: string };
    for (const p of items.filter((x) => x.state >= 5)) {
      const notices: Notice[] = (await get('Announcement/GetList', 'purchaser', { projectId: p.id })).body.result.items;
      expect(notices.length, p.projectName).toBeGreaterThan(0);
      // A notice says something beyond its own title.
      for (const n of notices)
        expect(n.content.replace(/<[^>]+>/g, '').length, n.title).toBeGreaterThan(n.title.length + 20);
      const result = notices.find((n) => n.type === 5);
      if (result && p.state === 7) {
        const { winners } = (await get('Result/Get', 'purchaser', { projectId: p.id })).body.result;
        expect(result.content, result.title).toContain(winners[0].companyName);
      }
    }
    expect((await api.http.get(app('PublicNotice/GetPaged'))).body.result.totalCount).toBeGreaterThan(0);
  });

  it("lists in a supplier's quote hall only its projects with a quote window, its research ones elsewhere", async () => {
    const all: Project[] = (await get('Sproject/GetMyBidList', 'supplier2')).body.result.items;
    const halls: Project[] = (await get('Sproject/GetMyBidList', 'supplier2', { MaxResultCount: 200, mode: 0 })).body
      .result.items;
    expect(all.some((p) => p.mode === 1)).toBe(true);
    expect(halls.length).toBeGreaterThan(0);
    expect(halls.map((p) => p.id)).toEqual(all.filter((p) => p.mode === 0).map((p) => p.id));
  });

  it('awards no project above its budget, so every home page shows savings, not losses', async () => {
    type Awarded = Project & { budget: string | null; winAmount: string | null };
    const items: Awarded[] = (await get('Sproject/GetPaged', 'admin')).body.result.items;
    const awarded = items.filter((p) => p.budget !== null && p.winAmount !== null);
    expect(awarded.length).toBeGreaterThan(5);
    expect(awarded.filter((p) => Number(p.winAmount) > Number(p.budget)).map((p) => p.projectName)).toEqual([]);
    for (const who of ['admin', 'purchaser', 'agency']) {
      const { savings } = (await get('Statistics/GetProjectStatistics', who, {})).body.result;
      expect(savings.awardedProjects, who).toBeGreaterThan(0);
      expect(Number(savings.savings), who).toBeGreaterThan(0);
    }
  });

  it('gives expert1 a scoring project to score and a finished one; expert2 has scored the first', async () => {
    type ExpertProject = Project & { expertTask: string };
    const listOf = async (who: string): Promise<ExpertProject[]> =>
      (await get('Sproject/GetSprojectDetailByExpertId', who)).body.result.items;
    const mine = await listOf('expert1');
    const inProgress = mine.find((p) => p.state === 5)!;
    expect(inProgress.expertTask).toBe('to-score');
    expect(mine.filter((p) => p.state === 7).map((p) => p.expertTask)).toContain('submitted');
    expect((await listOf('expert2')).find((p) => p.id === inProgress.id)!.expertTask).toBe('submitted');
  });

  it("counts on each supplier's home exactly the projects its 未参与项目 list offers", async () => {
    for (const who of ['supplier1', 'supplier2', 'supplier3']) {
      const list = (await get('Sproject/GetSprojectUnEApplyList', who)).body.result;
      const counts = (await get('ScreenCount/GetGysNum', who, {})).body.result;
      expect(counts.openProjects, who).toBe(list.totalCount);
    }
    expect((await get('Sproject/GetSprojectUnEApplyList', 'supplier1')).body.result.totalCount).toBeGreaterThan(0);
  });

  it('keeps the second tenant apart: its purchaser sees only its projects, tenant 1 never sees them', async () => {
    const res = await api.http
      .post('/api/TokenAuth/Authenticate')
      .set('Abp.TenantId', '2')
      .send({ userNameOrEmailAddress: 'purchaser', password: '123qwe', selectRole: ROLES.purchaser });
    expect(res.status).toBe(200);
    const other: Project[] = (
      await api.http
        .get(app('Sproject/GetPaged'))
        .set(bearer(res.body.result.accessToken))
        .query({ MaxResultCount: 200 })
    ).body.result.items;
    expect(other.map((p) => p.projectName).sort()).toEqual([...SECOND_TENANT_PROJECTS].sort());
    const mine: Project[] = (await get('Sproject/GetPaged', 'admin')).body.result.items;
    expect(mine.some((p) => p.projectName.startsWith('【租户2】'))).toBe(false);
  });

  // Last: it moves the clock.
  it('adds a later start’s live round to tenant 1, run by tenant 1’s purchaser and agency', async () => {
    api.clock.advance(2 * 60 * 60_000);
    const round = (await ensureLiveRound(api.database.db, api.clock.now()))!;
    expect(round).toMatchObject({ seeded: true, name: `${LIVE_PROJECT_NAME}第2场` });
    const detail = (await get('Sproject/GetSprojectDetail', 'agency', { id: round.projectId })).body.result;
    expect(detail).toMatchObject({ projectName: round.name, state: 5, agencyCompanyName: '华信招标代理有限公司' });
    const purchasers: Project[] = (await get('Sproject/GetPaged', 'purchaser')).body.result.items;
    expect(purchasers.map((p) => p.projectName)).toContain(round.name);
  });
});
