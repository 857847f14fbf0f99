import { and, eq } from 'drizzle-orm';
import { EntityDto } from '@bidhall/contracts/abp/envelope';
import { pagedResult } from '@bidhall/contracts/abp/paging';
import { AgreementCreateInput, AgreementDto, AgreementPagedInput, AgreementUpdateInput } from '@bidhall/contracts/agreement';
import { ROLES } from '@bidhall/domain/roles';
import { agreements } from '../../db/documents-schema.ts';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { loadActor } from '../projects/actor.ts';
import { agreementDtos, agreementScope, countAgreements, partyAgreement } from './queries.ts';
import { createAgreement, moveAgreement, updateAgreement } from './service.ts';

const ORGANISERS = { roles: [ROLES.purchaser, ROLES.agency] } as const;
const PARTIES = { roles: [ROLES.purchaser, ROLES.agency, ROLES.supplier, ROLES.admin] } as const;

/** Contracts (projectAgreementManage, myAgreement): purchaser and winner, drafted by the organisers. */
export const agreementService: Service = {
  name: 'Agreement',
  endpoints: [
    endpoint({
      method: 'GetPaged',
      summary: "The caller's contracts by its side (purchaser, supplier, agency; administrator all), by project or status",
      input: AgreementPagedInput,
      output: pagedResult(AgreementDto),
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
    endpoint({
      method: 'Get',
      summary: 'One contract the caller is a party to',
      input: EntityDto,
      output: AgreementDto,
      access: PARTIES,
      handle: async (ctx, input) => {
        const row = await partyAgreement(ctx.db, await loadActor(ctx), input.id);
        return (await agreementDtos(ctx.db, eq(agreements.id, row.id), ctx.lang))[0]!;
      },
    }),
    endpoint({
      method: 'Create',
      summary: "A contract for the winner of a closed project (state 7), by its purchaser or the agency handling it",
      input: AgreementCreateInput,
      output: AgreementDto,
      access: ORGANISERS,
      handle: async (ctx, input) => createAgreement(ctx, await loadActor(ctx), input),
    }),
    endpoint({
      method: 'Update',
      summary: 'Change a draft contract: fields and attachments',
      input: AgreementUpdateInput,
      output: AgreementDto,
      access: ORGANISERS,
      handle: async (ctx, input) => updateAgreement(ctx, await loadActor(ctx), input),
    }),
    endpoint({
      method: 'Sign',
      summary: 'Sign: the purchaser first (draft -> signed by purchaser), then the supplier (-> signed by supplier)',
      input: EntityDto,
      output: AgreementDto,
      access: { roles: [ROLES.purchaser, ROLES.supplier] },
      handle: async (ctx, input) => {
        const actor = await loadActor(ctx);
        return moveAgreement(ctx, actor, input.id, actor.role === ROLES.purchaser ? 1 : 2);
      },
    }),
    endpoint({
      method: 'Archive',
      summary: 'Archive a contract both sides have signed',
      input: EntityDto,
      output: AgreementDto,
      access: ORGANISERS,
      handle: async (ctx, input) => moveAgreement(ctx, await loadActor(ctx), input.id, 3),
    }),
  ],
};
