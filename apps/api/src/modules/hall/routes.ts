import { Hall } from '@bidhall/contracts/routes/hall';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { adjustEnd, pauseWindow, resumeWindow } from './operations.ts';
import { rankingAt } from './gateway-ranking.ts';
import { hallSnapshot } from './snapshot.ts';

const AGENCY = { roles: [ROLES.agency] } as const;

/** The live bidding hall: what each party sees, and the agency's operator actions. */
export const hallService = service(Hall, [
  endpoint(Hall.GetSnapshot, {
    summary:
      "The hall as the caller's audience may see it (docs/rules.md disclosure), with its seq and the server time",
    access: { roles: [ROLES.agency, ROLES.purchaser, ROLES.supplier, ROLES.expert] },
    handle: (ctx, input) => hallSnapshot(ctx, input.projectId),
  }),
  endpoint(Hall.Pause, {
    summary: 'Pause quoting, with a reason (audited, recorded, window:changed)',
    access: AGENCY,
    handle: pauseWindow,
  }),
  endpoint(Hall.Resume, {
    summary: 'Resume quoting; the window shifts by the pause',
    access: AGENCY,
    handle: (ctx, input) => resumeWindow(ctx, input.projectId),
  }),
  endpoint(Hall.AdjustEnd, {
    summary: 'Move the end of the quote window, with a reason',
    access: AGENCY,
    handle: adjustEnd,
  }),
  endpoint(Hall.RankingAt, {
    summary: "The ranking's lines at a seq, for a gateway (its proof, not a user's token)",
    access: 'anonymous',
    transactional: false,
    handle: rankingAt,
  }),
]);
