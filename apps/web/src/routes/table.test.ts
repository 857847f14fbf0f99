import { describe, expect, it } from 'vitest';
import { ROLES, ROLE_NAMES } from '@bidhall/domain/roles';
import { menuFor, menuPaths } from './menu';
import { ROUTE_MAPS, allRoutes } from './table';

describe('route table', () => {
  it('gives each role a menu of its own built pages, with the workplace and user centre', () => {
    for (const role of ROLE_NAMES) {
      const paths = menuPaths(menuFor(ROUTE_MAPS[role], [role]));
      expect(paths, role).toEqual(expect.arrayContaining(['/dashboard/workplace', '/usercenter/index']));
      const own = ROUTE_MAPS[role].routes.filter((r) => !r.hidden && r.roles.includes(role)).map((r) => r.path);
      expect(
        paths.every((p) => own.includes(p)),
        role,
      ).toBe(true);
    }
  });

  it('drops routes of roles the user does not hold: the agency set marks all projects for administrators', () => {
    const agency = ROUTE_MAPS[ROLES.agency];
    const allProjects = agency.routes.find((r) => r.path === '/allProjectList');
    expect(allProjects?.roles).toEqual([ROLES.admin]);
  });

  it('has no path twice within one role set, and every route names its roles', () => {
    for (const role of ROLE_NAMES) {
      const paths = ROUTE_MAPS[role].routes.map((r) => r.path);
      expect(new Set(paths).size, role).toBe(paths.length);
    }
    expect(allRoutes().every(({ route }) => route.roles.length > 0)).toBe(true);
  });

  it('marks the badge keys of section 2 on purchaser and agency routes', () => {
    const badges = (role: (typeof ROLE_NAMES)[number]) =>
      ROUTE_MAPS[role].routes.flatMap((r) => (r.badge ? [`${r.path}:${r.badge}`] : []));
    expect(badges(ROLES.purchaser)).toEqual(['/bid/check-bid:waitCheckNum', '/bid/endBid:waitResultNum']);
    // Section 2 puts waitEditNum on both drafting lists; each list has its own count so that a
    // badge is the length of the list it opens (requirements: waitRfqNum, projects: waitEditNum).
    expect(badges(ROLES.agency)).toEqual([
      '/bid/checkrfq:waitRfqNum',
      '/bid/establishbid:waitEditNum',
      '/bid/establishnet:waitHangNetNum',
      '/bid/checkSign:waitApplyNum',
      '/bid/endBid:waitConfirmNum',
      '/UserAudit:waitUserAuditNum',
    ]);
  });
});
