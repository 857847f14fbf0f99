import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { renderAt } from '../../../test/render';
import { menuTypeOf, projectMenu } from './project-menus';
import { ProjectSideMenu } from './ProjectSideMenu';
const NOW = Date.parse('2026-05-01T10:00:00Z');
const enabled = (items: { name: string; enabled: boolean }[]) => items.filter((i) => i.enabled).map((i) => i.name);

describe('project side menu', () => {
  it('picks the menu type from the winning-rule dictionary', () => {
    expect(menuTypeOf(1)).toBe('A');
    expect(menuTypeOf(5)).toBe('B');
    expect(menuTypeOf(0)).toBe('C');
    expect(menuTypeOf(undefined)).toBe('C');
  });

  it('gives the purchaser the online-bidding menu, gated by the stage reached', () => {
    const items = projectMenu(ROLES.purchaser, { state: 2, winbidRule: 1, mode: 0 }, NOW);
    expect(items.map((i) => i.name)).toContain('projectQuoteAudit');
    expect(enabled(items)).toEqual(['ProjectInfoEdit_0', 'ProjectInfoRead']);
  });

  it('gives the scoring variant for scoring rules and nothing for menu type C', () => {
    expect(projectMenu(ROLES.purchaser, { state: 7, winbidRule: 5, mode: 0 }, NOW).map((i) => i.name)).toContain(
      'projectPbResultCheck',
    );
    expect(projectMenu(ROLES.purchaser, { state: 7, winbidRule: 0, mode: 0 }, NOW)).toEqual([]);
  });

  it('opens contracts only for a closed project, and the agency research menu for mode 1', () => {
    const closed = projectMenu(ROLES.agency, { state: 7, winbidRule: 1, mode: 0 }, NOW);
    expect(enabled(closed)).toContain('projectAgreementManage');
    const failed = projectMenu(ROLES.agency, { state: 8, winbidRule: 1, mode: 0 }, NOW);
    expect(enabled(failed)).not.toContain('projectAgreementManage');
    expect(projectMenu(ROLES.agency, { state: 5, winbidRule: 1, mode: 1 }, NOW).map((i) => i.name)).toEqual([
      'researchInfo-edit',
      'researchNotice',
      'researchSign-read',
      'projectCorrectionNotice',
      'projectFilePool',
    ]);
  });

  it('shows a stage not reached disabled, with the hint, and leaves out an item the role has no page for', () => {
    const items = [
      ...projectMenu(ROLES.purchaser, { state: 2, winbidRule: 1, mode: 0 }, NOW),
      { name: 'noSuchProjectPage', enabled: true },
    ];
    renderAt(<ProjectSideMenu role={ROLES.purchaser} items={items} query="id=4" height={500} />, {
      path: '/ProjectInfoRead?id=4',
    });
    const menu = screen.getByTestId('project-menu');
    expect(menu).toHaveTextContent('项目审核');
    expect(screen.getByTestId('stage-locked-projectSignRead').closest('li')).toHaveClass('ant-menu-item-disabled');
    expect(menu.querySelectorAll('li.ant-menu-item')).toHaveLength(items.length - 1);
    expect(menu.style.height).toBe('500px');
  });
});
