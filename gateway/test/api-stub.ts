import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import { decodeJwt, jwtVerify } from 'jose';
import {
  GATEWAY_PROOF_AUDIENCE,
  GatewayRankingInput,
  HALL_PATHS,
  streamItemsOf,
  type GatewayRankingResult,
  type HallEventsSinceResult,
} from '@bidhall/contracts/hall';
import type { HallAudience } from '@bidhall/contracts/realtime/primitives';
import type { HallSnapshot } from '@bidhall/contracts/realtime/server-events';
import { viewOfRanking } from '@bidhall/domain/disclosure';
import { isSealed } from '@bidhall/domain/winbid-rules';
import type { ProjectOutbox } from './outbox.ts';
import { TEST_ISSUER, TEST_SECRET, type TestUser } from './tokens.ts';

/**
 * A small real HTTP stand-in for the api's three calls the gateway makes (the api is built in
 * parallel): the session behind a token, the hall snapshot, and the events since a seq. Access
 * is what the test grants per project; views use the domain's disclosure rules.
 */
export class ApiStub {
  /** The clock the api checks a gateway's proof by: the gateway's own, as in the embedded mode. */
  constructor(private readonly clock: { now(): number } = { now: Date.now }) {}

  readonly users = new Map<string, TestUser>();
  readonly projects = new Map<number, { outbox: ProjectOutbox; access: Map<number, HallAudience> }>();
  readonly calls = { session: 0, snapshot: 0, since: 0 };
  /** The seq of every ranking a gateway asked for (Hall/RankingAt), by project, in order. */
  readonly rankingsAsked: { projectId: number; seq: number }[] = [];
  /** Refuses Hall/RankingAt with a 503, as an api that is away would. */
  rankingDown = false;
  /** The sinceSeq of every events-since call, in order. */
  readonly sinceAsked: number[] = [];
  /** Holds hall answers back after building them, as a slow api would (the join races the bus). */
  answerDelayMs = 0;
  private server: Server | undefined;
  url = '';

  /** Makes a token known to the api (a signed-in session); forget it to revoke. */
  signIn(token: string, user: TestUser): void {
    this.users.set(decodeJwt(token).jti as string, user);
  }

  revoke(token: string): void {
    this.users.delete(decodeJwt(token).jti as string);
  }

  addProject(outbox: ProjectOutbox, access: [TestUser, HallAudience][]): void {
    this.projects.set(outbox.settings.projectId, { outbox, access: new Map(access.map(([u, a]) => [u.userId, a])) });
  }

  async start(port = 0): Promise<string> {
    const app = express();
    app.get('/api/services/app/Session/GetCurrentLoginInformations', (req, res) => {
      this.calls.session += 1;
      const user = this.userOf(req.headers.authorization);
      const info = user
        ? {
            id: user.userId,
            name: `u${user.userId}`,
            userName: `u${user.userId}`,
            emailAddress: null,
            phoneNumber: null,
            companyId: user.companyId,
            isReview: 1,
            reviewComment: null,
          }
        : null;
      ok(res, {
        roleNames: user ? [user.role] : [],
        selectedRole: user?.role ?? null,
        name: info?.name ?? null,
        user: info,
        company: null,
        permissions: [],
        tenant: null,
      });
    });
    app.get(HALL_PATHS.snapshot, (req, res) => {
      this.calls.snapshot += 1;
      const found = this.access(req.headers.authorization, Number(req.query.projectId), res);
      if (found) this.reply(res, snapshotOf(found.outbox, found.audience, found.user.companyId));
    });
    app.get(HALL_PATHS.eventsSince, (req, res) => {
      this.calls.since += 1;
      const found = this.access(req.headers.authorization, Number(req.query.projectId), res);
      if (!found) return;
      const since = Number(req.query.sinceSeq);
      this.sinceAsked.push(since);
      const firm = found.audience === 'supplier' ? found.user.companyId : null;
      // Seqs are the caller's view's own, as the api numbers them.
      const events = streamItemsOf(
        found.outbox.log.map((m) => found.outbox.ranked(m)),
        found.audience,
        firm,
      ).filter((item) => item.message.seq > since);
      const result: HallEventsSinceResult = {
        projectId: found.outbox.settings.projectId,
        audience: found.audience,
        headSeq: found.outbox.views().seqOf(found.audience, firm),
        more: false,
        events,
      };
      this.reply(res, result);
    });
    app.post(HALL_PATHS.rankingAt, express.json(), async (req, res) => {
      const input = GatewayRankingInput.safeParse(req.body);
      if (!input.success) return void refuse(res, 400, 'invalid');
      this.rankingsAsked.push({ projectId: input.data.projectId, seq: input.data.seq });
      if (this.rankingDown) return void refuse(res, 503, 'down');
      if (!(await this.proofHolds(input.data.proof))) return void refuse(res, 401, 'not a gateway');
      const project = this.projects.get(input.data.projectId);
      if (!project || project.outbox.settings.tenantId !== input.data.tenantId)
        return void refuse(res, 404, '项目不存在');
      const seq = Math.min(input.data.seq, project.outbox.seq);
      const result: GatewayRankingResult = {
        projectId: input.data.projectId,
        seq,
        lines: project.outbox.linesAt(seq),
        views: project.outbox.views(seq).census(),
      };
      this.reply(res, result);
    });
    this.server = app.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
    this.server = undefined;
  }

  // Built by the caller, sent after the delay: what the answer reflects is fixed before the wait.
  private reply(res: Response, result: unknown): void {
    if (this.answerDelayMs === 0) return ok(res, result);
    setTimeout(() => ok(res, result), this.answerDelayMs);
  }

  /** Checks a gateway's proof as the api does: the shared secret, the gateway's audience. */
  private async proofHolds(proof: string): Promise<boolean> {
    try {
      await jwtVerify(proof, new TextEncoder().encode(TEST_SECRET), {
        issuer: TEST_ISSUER,
        audience: `${TEST_ISSUER}${GATEWAY_PROOF_AUDIENCE}`,
        currentDate: new Date(this.clock.now()),
      });
      return true;
    } catch {
      return false;
    }
  }

  private userOf(authorization: string | undefined): TestUser | undefined {
    const token = authorization?.replace(/^Bearer /, '');
    if (!token) return undefined;
    return this.users.get(decodeJwt(token).jti as string);
  }

  private access(authorization: string | undefined, projectId: number, res: Response) {
    const user = this.userOf(authorization);
    if (!user) return void refuse(res, 401, '当前用户没有登录到系统！');
    const project = this.projects.get(projectId);
    if (!project || project.outbox.settings.tenantId !== user.tenantId) return void refuse(res, 404, '项目不存在');
    const audience = project.access.get(user.userId);
    if (!audience) return void refuse(res, 403, '您不是该项目的参与方');
    if (audience === 'expert' && !project.outbox.opened) return void refuse(res, 403, '开标前评审专家不能进入报价大厅');
    return { user, audience, outbox: project.outbox };
  }
}

function snapshotOf(outbox: ProjectOutbox, audience: HallAudience, companyId: number | null): HallSnapshot {
  const { winbidRule, disclosure, maxQuotes, projectId } = outbox.settings;
  const sealed = isSealed(winbidRule);
  const ctx = {
    disclosure,
    sealed,
    windowEnded: outbox.opened,
    opened: outbox.opened,
    viewerSupplierId: companyId,
    maxQuotes,
  };
  const ranking = viewOfRanking(
    outbox.ranking(),
    audience === 'supplier' && companyId !== null ? 'self' : audience,
    ctx,
  );
  return {
    v: 1,
    projectId,
    seq: outbox.views().seqOf(audience, audience === 'supplier' ? companyId : null),
    serverNow: Date.now(),
    audience,
    project: {
      state: outbox.state as HallSnapshot['project']['state'],
      winbidRule,
      disclosure,
      sealed,
      opened: outbox.opened,
      maxQuotes,
    },
    window: outbox.window,
    ranking,
  };
}

function ok(res: Response, result: unknown): void {
  res.json({ result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true });
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({
    result: null,
    targetUrl: null,
    success: false,
    error: { code: 0, message, details: null, validationErrors: null },
    unAuthorizedRequest: status === 401,
    __abp: true,
  });
}
