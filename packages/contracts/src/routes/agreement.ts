import { call, service } from '../abp/route.ts';

/** The Agreement calls with their schemas, each method declared once. */
export const Agreement = service('Agreement', ({ agreement, envelope, paging }) => ({
  GetPaged: call(agreement.AgreementPagedInput, paging.pagedResult(agreement.AgreementDto)),
  Get: call(envelope.EntityDto, agreement.AgreementDto),
  Create: call(agreement.AgreementCreateInput, agreement.AgreementDto),
  Update: call(agreement.AgreementUpdateInput, agreement.AgreementDto),
  Sign: call(envelope.EntityDto, agreement.AgreementDto),
  Archive: call(envelope.EntityDto, agreement.AgreementDto),
}));
