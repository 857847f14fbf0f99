import { Result } from '@bidhall/contracts/routes/result';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { confirmResult, getResult, previewResult, returnResult, submitResult } from './service.ts';

const { agency, purchaser, admin, expert, supplier } = ROLES;

/** The result after evaluation: submitted by the agency, confirmed or returned by the purchaser. */
export const resultService = service(Result, [
  endpoint(Result.GetPreview, {
    summary: 'The winner(s) submitting now would record, or why it cannot be submitted yet (agency)',
    access: { roles: [agency] },
    handle: previewResult,
  }),
  endpoint(Result.Submit, {
    summary: 'Submit the result after the window (5 -> 6, history 7); method 0 names the winner with a reason',
    access: { roles: [agency] },
    handle: submitResult,
  }),
  endpoint(Result.Confirm, {
    summary: 'Confirm the result (6 -> 7, history 8 and 10, result announcement)',
    access: { roles: [purchaser] },
    handle: confirmResult,
  }),
  endpoint(Result.Return, {
    summary: 'Return the result with a reason (6 -> 5, history 9): the agency re-evaluates',
    access: { roles: [purchaser] },
    handle: returnResult,
  }),
  endpoint(Result.Get, {
    summary: 'The submitted result with its score board (suppliers once it is published)',
    access: { roles: [agency, purchaser, admin, expert, supplier] },
    handle: getResult,
  }),
]);
