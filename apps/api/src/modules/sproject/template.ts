import type { SprojectDto } from '@bidhall/contracts/sproject';

/** GetSprojectEntity: what a new-project form starts from (id 0: not stored). */
export function emptyProject(tenantId: number, now: Date): SprojectDto {
  return {
    id: 0,
    tenantId,
    projectNum: '',
    projectName: '',
    mode: 0,
    projectType: 1,
    winbidRule: 1,
    state: 0,
    budget: null,
    content: '',
    linkman: null,
    linkPhone: null,
    purchaserCompanyId: 0,
    purchaserCompanyName: null,
    agencyCompanyId: null,
    agencyCompanyName: null,
    requirementId: null,
    applyToTime: null,
    uppriceFromTime: null,
    uppriceToTime: null,
    paused: false,
    winnerSupplierId: null,
    winAmount: null,
    resultComment: null,
    creationTime: now.toISOString(),
  };
}
