import { withSchemas } from '../abp/call.ts';
import { EntityDto } from '../abp/envelope.ts';
import { pagedResult } from '../abp/paging.ts';
import { AgreementCreateInput, AgreementDto, AgreementPagedInput, AgreementUpdateInput } from '../agreement.ts';
import * as routes from '../routes/agreement.ts';

/** The Agreement calls with their schemas, as the api serves them. */
export const Agreement = withSchemas(routes.Agreement, {
  GetPaged: [AgreementPagedInput, pagedResult(AgreementDto)],
  Get: [EntityDto, AgreementDto],
  Create: [AgreementCreateInput, AgreementDto],
  Update: [AgreementUpdateInput, AgreementDto],
  Sign: [EntityDto, AgreementDto],
  Archive: [EntityDto, AgreementDto],
});
