import { route, routes } from '../abp/route.ts';
import type { EntityDto } from '../abp/envelope.ts';
import type { PagedResultSchema } from '../abp/paging.ts';
import type { AgreementCreateInput, AgreementDto, AgreementPagedInput, AgreementUpdateInput } from '../agreement.ts';

/** The Agreement calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Agreement = routes('Agreement', {
  GetPaged: route<typeof AgreementPagedInput, PagedResultSchema<typeof AgreementDto>>(),
  Get: route<typeof EntityDto, typeof AgreementDto>(),
  Create: route<typeof AgreementCreateInput, typeof AgreementDto>(),
  Update: route<typeof AgreementUpdateInput, typeof AgreementDto>(),
  Sign: route<typeof EntityDto, typeof AgreementDto>(),
  Archive: route<typeof EntityDto, typeof AgreementDto>(),
});
