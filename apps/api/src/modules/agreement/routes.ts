import { Agreement } from '@bidhall/contracts/routes/agreement';
import { and, eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import { agreements } from '../../db/documents-schema.ts';
import { endpoint, service } from '../../http/endpoint.ts';
import { loadActor } from '../projects/actor.ts';
import { agreementDtos, agreementScope, countAgreements, partyAgreement } from './queries.ts';
import { createAgreement, moveAgreement, updateAgreement } from './service.ts';

const ORGANISERS = { roles: [ROLES.purchaser, ROLES.agency] } as const;
const PARTIES = { roles: [ROLES.purchaser, ROLES.agency, ROLES.supplier, ROLES.admin] } as const;

/** Contracts (projectAgreementManage, myAgreement): purchaser and winner, drafted by the organisers. */
export const agreementService = service(Agreement, [
  endpoint(Agreement.GetPaged, {
    summary:
      "The caller's contracts by its side (purchaser, supplier, agency; administrator all), by project or status",
    access: PARTIES,
    handle: async (ctx, input) => {
      const actor = await loadActor(ctx);
      const where = and(
        eq(agreements.tenantId, ctx.tenantId),
        agreementScope(actor),
        input.projectId === undefined ? undefined : eq(agreements.projectId, input.projectId),
        input.status === undefined ? undefined : eq(agreements.status, input.status),
      );
      const items = await agreementDtos(ctx.db, where, ctx.lang, { skip: input.SkipCount, take: input.MaxResultCount });
      return { totalCount: await countAgreements(ctx.db, where), items };
    },
  }),
  endpoint(Agreement.Get, {
    summary: 'One contract the caller is a party to',
    access: PARTIES,
    handle: async (ctx, input) => {
      const row = await partyAgreement(ctx.db, await loadActor(ctx), input.id);
      return (await agreementDtos(ctx.db, eq(agreements.id, row.id), ctx.lang))[0]!;
    },
  }),
  endpoint(Agreement.Create, {
    summary: 'A contract for the winner of a closed project (state 7), by its purchaser or the agency handling it',
    access: ORGANISERS,
    handle: async (ctx, input) => createAgreement(ctx, await loadActor(ctx), input),
  }),
  endpoint(Agreement.Update, {
    summary: 'Change a draft contract: fields and attachments',
    access: ORGANISERS,
    handle: async (ctx, input) => updateAgreement(ctx, await loadActor(ctx), input),
  }),
  endpoint(Agreement.Sign, {
    summary: 'Sign: the purchaser first (draft -> signed by purchaser), then the supplier (-> signed by supplier)',
    access: { roles: [ROLES.purchaser, ROLES.supplier] },
    handle: async (ctx, input) => {
      const actor = await loadActor(ctx);
      return moveAgreement(ctx, actor, input.id, actor.role === ROLES.purchaser ? 1 : 2);
    },
  }),
  endpoint(Agreement.Archive, {
    summary: 'Archive a contract both sides have signed',
    access: ORGANISERS,
    handle: async (ctx, input) => moveAgreement(ctx, await loadActor(ctx), input.id, 3),
  }),
]);
