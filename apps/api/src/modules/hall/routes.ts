import { HallSnapshotInput, HallSnapshotResult } from '@bidhall/contracts/hall';
import { HallAdjustEndInput, HallWindowInput, HallWindowResult } from '@bidhall/contracts/hall-operations';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { adjustEnd, pauseWindow, resumeWindow } from './operations.ts';
import { hallSnapshot } from './snapshot.ts';

const AGENCY = { roles: [ROLES.agency] } as const;

/** The live bidding hall: what each party sees, and the agency's operator actions. */
export const hallService: Service = {
  name: 'Hall',
  endpoints: [
    endpoint({
      method: 'GetSnapshot',
      summary: "The hall as the caller's audience may see it (RULES.md disclosure), with its seq and the server time",
      input: HallSnapshotInput,
      output: HallSnapshotResult,
      access: { roles: [ROLES.agency, ROLES.purchaser, ROLES.supplier, ROLES.expert] },
      handle: (ctx, input) => hallSnapshot(ctx, input.projectId),
    }),
    endpoint({
      method: 'Pause',
      summary: 'Pause quoting (audited, recorded, window:changed)',
      input: HallWindowInput,
      output: HallWindowResult,
      access: AGENCY,
      handle: (ctx, input) => pauseWindow(ctx, input.projectId),
    }),
    endpoint({
      method: 'Resume',
      summary: 'Resume quoting; the window shifts by the pause',
      input: HallWindowInput,
      output: HallWindowResult,
      access: AGENCY,
      handle: (ctx, input) => resumeWindow(ctx, input.projectId),
    }),
    endpoint({
      method: 'AdjustEnd',
      summary: 'Move the end of the quote window, with a reason',
      input: HallAdjustEndInput,
      output: HallWindowResult,
      access: AGENCY,
      handle: adjustEnd,
    }),
  ],
};
