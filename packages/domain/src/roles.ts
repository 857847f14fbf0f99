import type { Labels } from './lang.ts';

/**
 * The five roles. On the wire (roleNames, selectRole, the SELECT_ROLE cookie, route role
 * lists) a role is its Chinese name, as the specification says; code uses the keys.
 */
export const ROLES = {
  purchaser: '采购人',
  agency: '代理机构',
  supplier: '供应商',
  expert: '评审专家',
  admin: '管理员',
} as const;

export type RoleKey = keyof typeof ROLES;
export type RoleName = (typeof ROLES)[RoleKey];
export const ROLE_NAMES = Object.values(ROLES) as readonly RoleName[];
export const ROLE_KEYS = Object.keys(ROLES) as readonly RoleKey[];

export const ROLE_LABELS: Readonly<Record<RoleName, Labels>> = {
  采购人: { 'zh-CN': '采购人', 'zh-TW': '採購人', 'en-US': 'Purchaser', 'pt-BR': 'Comprador' },
  代理机构: { 'zh-CN': '代理机构', 'zh-TW': '代理機構', 'en-US': 'Procurement agency', 'pt-BR': 'Agência de compras' },
  供应商: { 'zh-CN': '供应商', 'zh-TW': '供應商', 'en-US': 'Supplier', 'pt-BR': 'Fornecedor' },
  评审专家: {
    'zh-CN': '评审专家',
    'zh-TW': '評審專家',
    'en-US': 'Evaluation expert',
    'pt-BR': 'Especialista avaliador',
  },
  管理员: { 'zh-CN': '管理员', 'zh-TW': '管理員', 'en-US': 'Administrator', 'pt-BR': 'Administrador' },
};

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLE_NAMES as readonly string[]).includes(value);
}

/** Roles that register themselves and wait for a registration audit (docs/rules.md). */
export const SELF_REGISTERING_ROLES: readonly RoleName[] = [ROLES.purchaser, ROLES.agency, ROLES.supplier];

/**
 * Who may audit whose registration: agencies audit suppliers, administrators audit everyone.
 */
export function canAuditRegistration(auditor: readonly RoleName[], applicant: readonly RoleName[]): boolean {
  if (auditor.includes(ROLES.admin)) return true;
  if (auditor.includes(ROLES.agency)) return applicant.length > 0 && applicant.every((r) => r === ROLES.supplier);
  return false;
}
