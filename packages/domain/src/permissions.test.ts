import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  PERMISSION_IDS,
  hasPermission,
  isAction,
  isPermissionId,
  permissionsForRoles,
} from './permissions.ts';
import { ROLES, ROLE_NAMES } from './roles.ts';
import type { RoleName } from './roles.ts';

const granted = (roles: readonly RoleName[]) =>
  new Set(permissionsForRoles(roles).flatMap((p) => p.actionList.map((a) => `${p.permissionId}.${a}`)));

describe('permissions (rules.md "Tenants, users, roles")', () => {
  it('lists the nine actions of the specification', () => {
    expect(ACTIONS).toEqual(['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export']);
    expect(isAction('post')).toBe(false);
    expect(isPermissionId('quote')).toBe(true);
  });

  it('gives every role its user centre and nobody an empty action list', () => {
    for (const role of ROLE_NAMES) {
      const perms = permissionsForRoles([role]);
      expect(hasPermission(perms, 'userCenter', 'get')).toBe(true);
      expect(perms.every((p) => p.actionList.length > 0)).toBe(true);
    }
  });

  it('grants the business rights to the right roles', () => {
    const can = (role: RoleName, id: string, action: (typeof ACTIONS)[number]) =>
      hasPermission(permissionsForRoles([role]), id, action);
    expect(can(ROLES.supplier, 'quote', 'add')).toBe(true);
    expect(can(ROLES.agency, 'quote', 'add')).toBe(false);
    expect(can(ROLES.purchaser, 'project', 'add')).toBe(true);
    expect(can(ROLES.expert, 'evaluation', 'edit')).toBe(true);
    expect(can(ROLES.agency, 'userAudit', 'edit')).toBe(true);
    expect(can(ROLES.admin, 'userManage', 'disable')).toBe(true);
    expect(can(ROLES.admin, 'project', 'edit')).toBe(false);
    expect(can(ROLES.admin, 'quote', 'add')).toBe(false);
    expect(can(ROLES.supplier, 'platformSetting', 'get')).toBe(false);
  });

  it('is the union of the roles, in a fixed order whatever the role order', () => {
    const roleSets = fc.shuffledSubarray([...ROLE_NAMES]);
    fc.assert(
      fc.property(roleSets, roleSets, (a, b) => {
        const union = granted([...a, ...b]);
        const parts = new Set([...granted(a), ...granted(b)]);
        return union.size === parts.size && [...union].every((g) => parts.has(g));
      }),
    );
    fc.assert(
      fc.property(roleSets, (roles) => {
        const forward = permissionsForRoles(roles);
        expect(permissionsForRoles([...roles].reverse())).toEqual(forward);
        const ids = forward.map((p) => PERMISSION_IDS.indexOf(p.permissionId as (typeof PERMISSION_IDS)[number]));
        expect(ids).toEqual([...ids].sort((x, y) => x - y));
        for (const p of forward) {
          const order = p.actionList.map((a) => ACTIONS.indexOf(a));
          expect(order).toEqual([...order].sort((x, y) => x - y));
        }
      }),
    );
  });

  it('grants nothing to no role or unknown roles', () => {
    expect(permissionsForRoles([])).toEqual([]);
    expect(permissionsForRoles(['someone' as RoleName])).toEqual([]);
  });

  it('checks lists that arrive from the wire', () => {
    const wire = [{ permissionId: 'project', actionList: ['query', 'get'] }];
    expect(hasPermission(wire, 'project', 'get')).toBe(true);
    expect(hasPermission(wire, 'project', 'edit')).toBe(false);
    expect(hasPermission(wire, 'quote', 'get')).toBe(false);
  });
});
