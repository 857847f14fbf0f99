import { ROLES } from './roles.ts';
import type { RoleName } from './roles.ts';

/**
 * Per-action permissions (specification section 6, docs/rules.md). The server enforces every
 * action; the client only hides what the user lacks. The specification's "post" key is
 * the delete action, named `delete` here as docs/rules.md does.
 */
export const ACTIONS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

/** One id per page area; the order here is the order of every permission list. */
export const PERMISSION_IDS = [
  'project',
  'requirement',
  'signUp',
  'quote',
  'evaluation',
  'announcement',
  'agreement',
  'research',
  'userAudit',
  'userManage',
  'expertManage',
  'platformNotice',
  'platformSetting',
  'statistics',
  'userCenter',
] as const;
export type PermissionId = (typeof PERMISSION_IDS)[number];

export interface Permission {
  permissionId: string;
  actionList: Action[];
}

const READ: readonly Action[] = ['query', 'get'];
const ALL: readonly Action[] = ACTIONS;
const OWN_ACCOUNT: readonly Action[] = ['get', 'edit'];

type Grants = Partial<Record<PermissionId, readonly Action[]>>;

/**
 * What each role may do per area. Administrators read business data but make no business
 * moves (docs/rules.md), so their project rights are read and export only; they own users,
 * notices and settings. Agencies audit supplier registrations and create experts.
 */
export const ROLE_PERMISSIONS: Readonly<Record<RoleName, Grants>> = {
  [ROLES.purchaser]: {
    project: ['add', 'delete', 'edit', 'query', 'get', 'export'],
    requirement: ['add', 'delete', 'edit', 'query', 'get'],
    signUp: READ,
    quote: READ,
    evaluation: READ,
    announcement: READ,
    agreement: ['add', 'edit', 'query', 'get', 'export'],
    statistics: ['query', 'get', 'export'],
    userCenter: OWN_ACCOUNT,
  },
  [ROLES.agency]: {
    project: ['add', 'delete', 'edit', 'query', 'get', 'export'],
    requirement: ['edit', 'query', 'get'],
    signUp: ['edit', 'query', 'get', 'export'],
    quote: ['query', 'get', 'export'],
    evaluation: ['add', 'edit', 'query', 'get', 'export'],
    announcement: ['add', 'delete', 'edit', 'query', 'get'],
    agreement: ['add', 'delete', 'edit', 'query', 'get', 'import', 'export'],
    research: ['add', 'delete', 'edit', 'query', 'get', 'export'],
    userAudit: ['edit', 'query', 'get'],
    expertManage: ['add', 'edit', 'query', 'get', 'enable', 'disable', 'import'],
    statistics: ['query', 'get', 'export'],
    userCenter: OWN_ACCOUNT,
  },
  [ROLES.supplier]: {
    project: READ,
    signUp: ['add', 'edit', 'query', 'get'],
    quote: ['add', 'query', 'get'],
    announcement: READ,
    // Edit is the countersignature, the one move a supplier makes on a contract (agreement-states).
    agreement: ['edit', 'query', 'get', 'export'],
    research: ['add', 'query', 'get'],
    statistics: READ,
    userCenter: OWN_ACCOUNT,
  },
  [ROLES.expert]: {
    project: READ,
    quote: READ,
    evaluation: ['edit', 'query', 'get'],
    userCenter: OWN_ACCOUNT,
  },
  [ROLES.admin]: {
    project: ['query', 'get', 'export'],
    announcement: READ,
    userAudit: ['edit', 'query', 'get'],
    userManage: ALL,
    expertManage: ALL,
    platformNotice: ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable'],
    platformSetting: ['edit', 'query', 'get'],
    statistics: ['query', 'get', 'export'],
    userCenter: OWN_ACCOUNT,
  },
};

/**
 * The union of the roles' grants, in PERMISSION_IDS and ACTIONS order whatever the order
 * of the roles; unknown role names add nothing.
 */
export function permissionsForRoles(roles: readonly RoleName[]): Permission[] {
  const grants = roles.map((role) => ROLE_PERMISSIONS[role]).filter((g): g is Grants => g !== undefined);
  const out: Permission[] = [];
  for (const permissionId of PERMISSION_IDS) {
    // A loop, not flatMap: k6 bundles this file at ES2017.
    const granted = new Set<Action>();
    for (const grant of grants) for (const action of grant[permissionId] ?? []) granted.add(action);
    const actionList = ACTIONS.filter((a) => granted.has(a));
    if (actionList.length > 0) out.push({ permissionId, actionList });
  }
  return out;
}

/** Whether the list grants the action on the area; lists from the wire are plain strings. */
export function hasPermission(
  perms: readonly { permissionId: string; actionList: readonly string[] }[],
  permissionId: string,
  action: Action,
): boolean {
  return perms.some((p) => p.permissionId === permissionId && p.actionList.includes(action));
}

export function isAction(value: unknown): value is Action {
  return typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
}

export function isPermissionId(value: unknown): value is PermissionId {
  return typeof value === 'string' && (PERMISSION_IDS as readonly string[]).includes(value);
}
