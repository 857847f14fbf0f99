import { inArray } from 'drizzle-orm';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import type { DisclosureMode } from '@bidhall/domain/winbid-rules';
import type { Relation } from '@bidhall/domain/audience-policy';
import { projectExperts, projectPbSettings, projects } from '../src/db/lifecycle-schema.ts';
import { companies, users } from '../src/db/schema.ts';
import type { TestApi } from './harness.ts';

const HOUR = 3_600_000;

/** A supplier firm of the world, with every string that identifies it. */
export type Firm = {
  key: string;
  companyId: number;
  userId: number;
  companyName: string;
  person: string;
  linkman: string;
  phone: string;
  amount: string | null;
  token: string;
};
export type WorldProject = {
  id: number;
  label: string;
  disclosure: DisclosureMode;
  sealed: boolean;
  passedA: Firm;
  passedB: Firm;
  pending: Firm;
  returned: Firm;
};
export type Caller = {
  kind: string;
  role: RoleName | null;
  token: string | null;
  companyId: number | null;
  home: WorldProject | null;
  relationTo: (p: WorldProject) => Relation;
};

export const PROJECT_KINDS: ReadonlyArray<{ label: string; winbidRule: number; disclosure: DisclosureMode }> = [
  { label: 'open-1', winbidRule: 1, disclosure: 1 },
  { label: 'open-2', winbidRule: 1, disclosure: 2 },
  { label: 'open-3', winbidRule: 1, disclosure: 3 },
  { label: 'sealed-3', winbidRule: 3, disclosure: 3 },
];

async function person(api: TestApi, opts: { key: string; role: RoleName; companyName: string; name: string }) {
  const [firm] = await api.database.db
    .insert(companies)
    .values({ tenantId: 1, companyName: opts.companyName })
    .returning();
  const [user] = await api.database.db
    .insert(users)
    .values({
      tenantId: 1,
      userName: `mx-${opts.key}`,
      name: opts.name,
      passwordHash: 'x',
      roles: [opts.role],
      companyId: firm!.id,
      isReview: 1,
    })
    .returning();
  const issued = await api.deps.tokens.issue({
    sub: String(user!.id),
    tenantId: 1,
    role: opts.role,
    roles: [opts.role],
  });
  return { companyId: firm!.id, userId: user!.id, token: issued.accessToken };
}

async function firm(api: TestApi, key: string, n: number): Promise<Firm> {
  const names = { companyName: `矩阵${key}有限公司`, name: `矩阵人${key}` };
  const made = await person(api, { key, role: ROLES.supplier, ...names });
  return {
    key,
    ...made,
    companyName: names.companyName,
    person: names.name,
    linkman: `联系人${key}`,
    phone: `1390${String(n).padStart(7, '0')}`,
    amount: null,
  };
}

/** Project times for a phase, relative to the clock; the states beyond the window are set by `enterPhase`. */
export function timesFor(phase: 'signUpOpen' | 'signUpClosed' | 'windowOpen' | 'windowEnded', now: number) {
  const at = (h: number) => new Date(now + h * HOUR);
  switch (phase) {
    case 'signUpOpen':
      return { applyToTime: at(1), uppriceFromTime: at(2), uppriceToTime: at(3) };
    case 'signUpClosed':
      return { applyToTime: at(-1), uppriceFromTime: at(1), uppriceToTime: at(2) };
    case 'windowOpen':
      return { applyToTime: at(-2), uppriceFromTime: at(-1), uppriceToTime: at(1) };
    case 'windowEnded':
      return { applyToTime: at(-3), uppriceFromTime: at(-2), uppriceToTime: at(-1) };
  }
}

/**
 * One project per disclosure mode and a sealed one, each with two passed bidders, a pending
 * and a returned applicant (signed up through the api, so the record holds their entries),
 * the demo agency and purchaser, an assigned expert; and the callers of the matrix.
 */
export async function buildWorld(api: TestApi) {
  const db = api.database.db;
  const [agency] = await db
    .select()
    .from(users)
    .where(inArray(users.userName, ['agency']));
  const [purchaser] = await db
    .select()
    .from(users)
    .where(inArray(users.userName, ['purchaser']));
  const [admin] = await db
    .select()
    .from(users)
    .where(inArray(users.userName, ['admin']));
  const issue = async (u: typeof agency, role: RoleName) =>
    (await api.deps.tokens.issue({ sub: String(u!.id), tenantId: 1, role, roles: [role] })).accessToken;
  const agencyToken = await issue(agency, ROLES.agency);
  const now = api.clock.now().getTime();
  const world: WorldProject[] = [];
  let n = 0;
  for (const kind of PROJECT_KINDS) {
    const [p] = await db
      .insert(projects)
      .values({
        tenantId: 1,
        projectNum: `MX-${kind.label}`,
        name: `矩阵项目 ${kind.label}`,
        winbidRule: kind.winbidRule,
        state: 5,
        purchaserCompanyId: purchaser!.companyId!,
        purchaserUserId: purchaser!.id,
        agencyCompanyId: agency!.companyId!,
        windowVersion: 1,
        ...timesFor('signUpOpen', now),
      })
      .returning();
    await db
      .insert(projectPbSettings)
      .values({ projectId: p!.id, tenantId: 1, minBidders: 1, disclosure: kind.disclosure });
    const tag = kind.label.replace('-', '');
    const [passedA, passedB, pending, returned] = [
      await firm(api, `${tag}A`, ++n),
      await firm(api, `${tag}B`, ++n),
      await firm(api, `${tag}P`, ++n),
      await firm(api, `${tag}R`, ++n),
    ];
    world.push({
      id: p!.id,
      label: kind.label,
      disclosure: kind.disclosure,
      sealed: kind.winbidRule === 3,
      passedA: passedA!,
      passedB: passedB!,
      pending: pending!,
      returned: returned!,
    });
  }
  for (const p of world) {
    for (const f of [p.passedA, p.passedB, p.pending, p.returned]) {
      const res = await api.http
        .post('/api/services/app/EApply/Submit')
        .set({ Authorization: `Bearer ${f.token}` })
        .send({ projectId: p.id, linkman: f.linkman, linkPhone: f.phone });
      if (res.status !== 200) throw new Error(`sign-up ${f.key}: ${res.status} ${JSON.stringify(res.body)}`);
      if (f === p.pending) continue;
      const audit = f === p.returned ? { status: 2, comment: `退回${f.key}` } : { status: 1 };
      const done = await api.http
        .post('/api/services/app/EApply/Audit')
        .set({ Authorization: `Bearer ${agencyToken}` })
        .send({ id: res.body.result.id, ...audit });
      if (done.status !== 200) throw new Error(`audit ${f.key}: ${done.status} ${JSON.stringify(done.body)}`);
    }
  }
  const expert = await person(api, { key: 'expert', role: ROLES.expert, companyName: '矩阵专家库', name: '矩阵专家' });
  await db
    .insert(projectExperts)
    .values(world.map((p) => ({ projectId: p.id, expertUserId: expert.userId, tenantId: 1 })));
  const outsider = await person(api, {
    key: 'outsider',
    role: ROLES.supplier,
    companyName: '矩阵局外供应商',
    name: '矩阵局外人',
  });
  const otherAgency = await person(api, {
    key: 'other-agency',
    role: ROLES.agency,
    companyName: '矩阵另一代理',
    name: '矩阵另一代理人',
  });
  const bound = (kind: string, pick: (p: WorldProject) => Firm, relation: Relation): Caller[] =>
    // A firm signed up to one project only: its caller is asked about that project; to the
    // others it is a non-participant, like the outsider.
    world.map((home) => ({
      kind: `${kind}@${home.label}`,
      role: ROLES.supplier,
      token: pick(home).token,
      companyId: pick(home).companyId,
      home,
      relationTo: (p) => (p === home ? relation : 'nonParticipant'),
    }));
  const callers: Caller[] = [
    ...bound('passedBidder', (p) => p.passedA, 'passedBidder'),
    ...bound('pendingApplicant', (p) => p.pending, 'pendingApplicant'),
    ...bound('returnedApplicant', (p) => p.returned, 'returnedApplicant'),
    {
      kind: 'nonParticipant',
      role: ROLES.supplier,
      token: outsider.token,
      companyId: outsider.companyId,
      home: null,
      relationTo: () => 'nonParticipant',
    },
    {
      kind: 'otherAgency',
      role: ROLES.agency,
      token: otherAgency.token,
      companyId: otherAgency.companyId,
      home: null,
      relationTo: () => 'nonParticipant',
    },
    {
      kind: 'assignedExpert',
      role: ROLES.expert,
      token: expert.token,
      companyId: null,
      home: null,
      relationTo: () => 'assignedExpert',
    },
    {
      kind: 'handlingAgency',
      role: ROLES.agency,
      token: agencyToken,
      companyId: agency!.companyId,
      home: null,
      relationTo: () => 'handlingAgency',
    },
    {
      kind: 'owningPurchaser',
      role: ROLES.purchaser,
      token: await issue(purchaser, ROLES.purchaser),
      companyId: purchaser!.companyId,
      home: null,
      relationTo: () => 'owningPurchaser',
    },
    {
      kind: 'platformStaff',
      role: ROLES.admin,
      token: await issue(admin, ROLES.admin),
      companyId: admin!.companyId,
      home: null,
      relationTo: () => 'platformStaff',
    },
    { kind: 'anonymous', role: null, token: null, companyId: null, home: null, relationTo: () => 'anonymous' },
  ];
  return { world, callers, agencyToken, expertUserId: expert.userId, sampleUserId: world[0]!.passedA.userId };
}
