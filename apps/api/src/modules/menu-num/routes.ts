import { MenuNum } from '@bidhall/contracts/routes/menu-num';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { forbidden } from '../../http/errors.ts';
import { loadActor } from '../projects/actor.ts';
import { agencyCounts } from './counts.ts';

/** Menu badge counts. The purchaser counts its own from its project list (Sproject/GetListByRole). */
export const menuNumService = service(MenuNum, [
  endpoint(MenuNum.GetCgrNum, {
    summary: "The agency's menu counts: waitEditNum, waitHangNetNum, waitApplyNum, waitConfirmNum, waitUserAuditNum",
    access: { roles: [ROLES.agency] },
    handle: async (ctx) => {
      const actor = await loadActor(ctx);
      if (actor.companyId === null) throw forbidden();
      return agencyCounts(ctx.db, ctx.tenantId, actor.companyId, ctx.deps.now());
    },
  }),
]);
