import { agencyMenuAccess, purchaserMenuAccess } from '@bidhall/domain/menu-gating';
import type { GatedProject } from '@bidhall/domain/menu-gating';
import { ROLES } from '@bidhall/domain/roles';
import { isWinbidRule, winbidRuleInfo } from '@bidhall/domain/winbid-rules';
import type { MenuType } from '@bidhall/domain/winbid-rules';

export interface MenuProject extends GatedProject {
  winbidRule: number | null | undefined;
  /** 0 normal, 1 market research. */
  mode: number | null | undefined;
}

export interface ProjectMenuItem {
  /** Route name in the role's set. */
  name: string;
  enabled: boolean;
}

/** Menu type from the winning-rule dictionary; an unknown rule has no menu. */
export function menuTypeOf(winbidRule: number | null | undefined): MenuType {
  return isWinbidRule(winbidRule) ? winbidRuleInfo(winbidRule).menuType : 'C';
}

// The side menus of specification section 2, per role and menu type (C has none).
const PURCHASER: Record<MenuType, string[]> = {
  A: [
    'ProjectInfoEdit_0',
    'ProjectInfoRead',
    'projectSignRead',
    'projectQuoteCheck',
    'projectQuoteAudit',
    'projectResultNotice',
    'projectAgreementManage',
    'projectFilePool',
    'projectCorrectionNotice',
  ],
  B: [
    'ProjectInfoEdit_0',
    'ProjectInfoRead',
    'projectPbSetting',
    'projectSignRead',
    'projectQuoteCheck',
    'projectPbQuoteAudit',
    'projectPbResultCheck',
    'projectPbResultNotice',
    'projectAgreementManage',
    'projectFilePool',
    'projectCorrectionNotice',
  ],
  C: [],
};
const AGENCY: Record<MenuType, string[]> = {
  A: [
    'ProjectInfoEdit',
    'projectBidNotice',
    'projectSignAudit',
    'projectQuoteCheck',
    'projectQuoteAudit',
    'projectResultNotice',
    'projectAgreementManage',
    'projectCorrectionNotice',
    'projectFilePool',
  ],
  B: [
    'ProjectInfoEdit',
    'projectBidNotice',
    'projectSignAudit',
    'projectQuoteCheck',
    'projectPbSetting',
    'projectPbResultAudit',
    'projectResultNotice',
    'projectAgreementManage',
    'projectCorrectionNotice',
    'projectFilePool',
  ],
  C: [],
};
const AGENCY_RESEARCH = [
  'researchInfo-edit',
  'researchNotice',
  'researchSign-read',
  'projectCorrectionNotice',
  'projectFilePool',
];
const SUPPLIER = ['project-sign', 'project-quote'];

/** The project side menu for a role, each link open or disabled by the domain's stage gates. */
export function projectMenu(role: string | undefined, project: MenuProject, now: number): ProjectMenuItem[] {
  const type = menuTypeOf(project.winbidRule);
  if (role === ROLES.purchaser) {
    const open: Record<string, boolean> = purchaserMenuAccess(project, now);
    return PURCHASER[type].map((name) => ({ name, enabled: open[name] ?? false }));
  }
  if (role === ROLES.agency) {
    const open: Record<string, boolean> = agencyMenuAccess(project, now);
    const names = project.mode === 1 ? AGENCY_RESEARCH : AGENCY[type];
    return names.map((name) => ({ name, enabled: open[name] ?? false }));
  }
  if (role === ROLES.supplier) return SUPPLIER.map((name) => ({ name, enabled: true }));
  return [];
}
