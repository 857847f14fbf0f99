import type { Labels } from './lang.ts';
import { labelTree } from './texts.ts';
import rolesTexts from './locales/roles.ts';

const TEXT = /* @__PURE__ */ labelTree(rolesTexts);

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
  采购人: TEXT.purchaser,
  代理机构: TEXT.agency,
  供应商: TEXT.supplier,
  评审专家: TEXT.expert,
  管理员: TEXT.admin,
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
