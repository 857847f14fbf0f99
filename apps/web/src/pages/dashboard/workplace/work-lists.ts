import { Agreement } from '@bidhall/contracts/routes/agreement';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { UserAudit } from '@bidhall/contracts/routes/user-audit';
import { PROJECT_MODES } from '@bidhall/domain/project-modes';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { call } from '../../../api/call';
import { serverNow } from '../../../realtime/clock-store';
import { EXPERT_LIST_SIZE } from '../../hall/bid-open/api';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

/** One piece of waiting work: what it is and the page that does it. */
export interface WorkRow {
  id: number;
  name: string;
  to: string;
}

/**
 * A kind of work waiting for the role, read whole (one page of up to `WORK_PAGE` rows), so the
 * count the workplace shows is the length of the list it shows, and `more` the page that lists
 * exactly the same rows.
 */
export interface WorkList {
  key: string;
  /** Title key under `dashboard.todo`. */
  title: string;
  more: string;
  load: (companyId: number | undefined) => Promise<WorkRow[]>;
}

const WORK_PAGE = 100;
const page = { SkipCount: 0, MaxResultCount: WORK_PAGE };
// The cards and the menu badges say themselves when a list cannot be read: no error notice on each navigation.
const quiet = { silent: true };
const projectLink = (path: string, p: { id: number; projectName: string }) =>
  `${path}?id=${p.id}&projectName=${encodeURIComponent(p.projectName)}`;

const contracts = (status: number) => async (): Promise<WorkRow[]> =>
  (await call(Agreement.GetPaged, { ...page, status }, quiet)).items.map((a) => ({
    id: a.id,
    name: `${a.title} (${a.projectName})`,
    to: `/myAgreement?status=${status}`,
  }));

/** The supplier's halls whose window is open now by the server's clock (not paused). */
async function liveAuctions(): Promise<WorkRow[]> {
  const { items } = await call(Sproject.GetMyBidList, { ...page, mode: PROJECT_MODES.normal, state: 5 }, quiet);
  const now = serverNow();
  return items
    .filter(
      (p) =>
        !p.paused &&
        p.uppriceFromTime !== null &&
        p.uppriceToTime !== null &&
        Date.parse(p.uppriceFromTime) <= now &&
        now < Date.parse(p.uppriceToTime),
    )
    .map((p) => ({ id: p.id, name: p.projectName, to: projectLink('/bid/project-quote', p) }));
}

/** Sign-ups the agency returned on projects still open, which the supplier may correct and resubmit. */
async function signUpsToFix(): Promise<WorkRow[]> {
  const { items } = await call(Sproject.GetSprojectEApplyList, { ...page, status: 2 }, quiet);
  return items
    .filter((s) => s.projectState === PROJECT_STATE.published)
    .map((s) => ({
      id: s.id,
      name: s.projectName,
      to: projectLink('/bid/project-sign', { id: s.projectId, projectName: s.projectName }),
    }));
}

/** Closed projects the supplier's firm won: their hall shows the outcome. */
async function resultsWon(companyId: number | undefined): Promise<WorkRow[]> {
  const { items } = await call(Sproject.GetMyBidList, { ...page, state: 7 }, quiet);
  return items
    .filter((p) => companyId !== undefined && p.winnerSupplierId === companyId)
    .map((p) => ({ id: p.id, name: p.projectName, to: projectLink('/bid/project-quote', p) }));
}

export async function registrationsToReview(): Promise<WorkRow[]> {
  const { items } = await call(UserAudit.GetPaged, { ...page, isReview: 0 }, quiet);
  return items.map((u) => ({
    id: u.id,
    name: u.companyName ? `${u.name} (${u.companyName})` : u.name,
    to: '/UserAudit',
  }));
}

/** The expert's assigned projects marked to score: its workplace's list and its menu badge. */
export async function projectsToScore(): Promise<WorkRow[]> {
  const { items } = await call(
    Sproject.GetSprojectDetailByExpertId,
    { SkipCount: 0, MaxResultCount: EXPERT_LIST_SIZE },
    quiet,
  );
  return items
    .filter((p) => p.expertTask === 'to-score')
    .map((p) => ({ id: p.id, name: p.projectName, to: `/BidOpenHall?id=${p.id}` }));
}

/** The work each role finds waiting on its workplace; the agency's is its menu badges. */
export const WORK_LISTS: Partial<Record<RoleName, readonly WorkList[]>> = {
  [ROLES.supplier]: [
    { key: 'liveAuctions', title: 'liveAuctions', more: '/uppriceIndex', load: liveAuctions },
    { key: 'signUpsToFix', title: 'signUpsToFix', more: '/bid/checksigned?status=2', load: signUpsToFix },
    { key: 'toCountersign', title: 'toCountersign', more: '/myAgreement?status=1', load: contracts(1) },
    { key: 'resultsWon', title: 'resultsWon', more: '/myProject', load: resultsWon },
  ],
  [ROLES.purchaser]: [
    { key: 'toSign', title: 'toSign', more: '/myAgreement?status=0', load: contracts(0) },
    { key: 'toArchive', title: 'toArchive', more: '/myAgreement?status=2', load: contracts(2) },
  ],
  [ROLES.admin]: [{ key: 'registrations', title: 'registrations', more: '/UserAudit', load: registrationsToReview }],
  [ROLES.expert]: [{ key: 'toScore', title: 'toScore', more: '/BidOpen', load: projectsToScore }],
};
