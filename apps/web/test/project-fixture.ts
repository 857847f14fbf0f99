import type { SprojectDto } from '@bidhall/contracts/sproject';

/** A published online-bidding project; override what a test cares about. */
export function projectFixture(over: Partial<SprojectDto> = {}): SprojectDto {
  return {
    id: 1,
    tenantId: 1,
    projectNum: 'P-0001',
    projectName: '办公桌椅采购',
    mode: 0,
    projectType: 1,
    winbidRule: 1,
    state: 5,
    budget: '120000.00',
    content: '',
    linkman: null,
    linkPhone: null,
    purchaserCompanyId: 2,
    purchaserCompanyName: '市第一中学',
    agencyCompanyId: 4,
    agencyCompanyName: '某代理公司',
    requirementId: null,
    applyToTime: '2030-01-01T02:00:00.000Z',
    uppriceFromTime: '2030-01-02T02:00:00.000Z',
    uppriceToTime: '2030-01-02T03:00:00.000Z',
    paused: false,
    winnerSupplierId: null,
    winAmount: null,
    resultComment: null,
    creationTime: '2029-12-01T02:00:00.000Z',
    ...over,
  };
}
