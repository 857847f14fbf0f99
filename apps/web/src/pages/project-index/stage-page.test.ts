import { describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { projectFixture } from '../../../test/project-fixture';
import { stagePage } from './stage-page';

const END = Date.parse('2030-01-02T03:00:00.000Z');

describe('where the project index opens a project', () => {
  it('sends the purchaser to the result check of a scoring project and to the result review of the others', () => {
    expect(stagePage(ROLES.purchaser, projectFixture({ state: 6, winbidRule: 7 }))).toBe('/projectPbResultCheck');
    expect(stagePage(ROLES.purchaser, projectFixture({ state: 6, winbidRule: 0 }))).toBe('/projectQuoteAudit');
    expect(stagePage(ROLES.purchaser, projectFixture({ state: 7, winbidRule: 9 }))).toBe('/projectPbResultNotice');
    expect(stagePage(ROLES.purchaser, projectFixture({ state: 0 }))).toBe('/ProjectInfo');
  });

  it('sends the agency to the sign-ups during the window and to the result once it ended', () => {
    const live = projectFixture({ state: 5, winbidRule: 0 });
    expect(stagePage(ROLES.agency, live, END - 1)).toBe('/projectSignAudit');
    expect(stagePage(ROLES.agency, live, END)).toBe('/projectQuoteAudit');
    expect(stagePage(ROLES.agency, projectFixture({ state: 5, winbidRule: 5 }), END)).toBe('/projectPbResultAudit');
    expect(stagePage(ROLES.agency, projectFixture({ state: 4 }))).toBe('/projectBidNotice');
  });

  it('falls back to the information page where the step has no built page for the role', () => {
    const research = projectFixture({ state: 4, mode: 1 });
    const built = stagePage(ROLES.agency, research);
    expect(['/research/researchInfo', '/projectInfoRead']).toContain(built);
    expect(stagePage(ROLES.purchaser, projectFixture({ state: 42 }))).toBe('/ProjectInfoRead');
  });
});
