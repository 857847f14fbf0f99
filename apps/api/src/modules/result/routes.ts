import { z } from 'zod';
import { EntityId } from '@bidhall/contracts/abp/envelope';
import { EvaluationProjectInput, ResultDto, ResultPreviewDto, ReturnResultInput, SubmitResultInput } from '@bidhall/contracts/evaluation';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { confirmResult, getResult, previewResult, returnResult, submitResult } from './service.ts';

const { agency, purchaser, admin, expert, supplier } = ROLES;

/** The result after evaluation: submitted by the agency, confirmed or returned by the purchaser. */
export const resultService: Service = {
  name: 'Result',
  endpoints: [
    endpoint({
      method: 'GetPreview',
      summary: 'The winner(s) submitting now would record, or why it cannot be submitted yet (agency)',
      input: z.strictObject({ projectId: EntityId, supplierId: EntityId.optional(), reason: z.string().max(2000).optional() }),
      output: ResultPreviewDto,
      access: { roles: [agency] },
      handle: previewResult,
    }),
    endpoint({
      method: 'Submit',
      summary: 'Submit the result after the window (5 -> 6, history 7); method 0 names the winner with a reason',
      input: SubmitResultInput,
      output: ResultDto,
      access: { roles: [agency] },
      handle: submitResult,
    }),
    endpoint({
      method: 'Confirm',
      summary: 'Confirm the result (6 -> 7, history 8 and 10, result announcement)',
      input: EvaluationProjectInput,
      output: ResultDto,
      access: { roles: [purchaser] },
      handle: confirmResult,
    }),
    endpoint({
      method: 'Return',
      summary: 'Return the result with a reason (6 -> 5, history 9): the agency re-evaluates',
      input: ReturnResultInput,
      output: z.object({ projectId: z.number().int(), state: z.number().int() }),
      access: { roles: [purchaser] },
      handle: returnResult,
    }),
    endpoint({
      method: 'Get',
      summary: 'The submitted result with its score board (suppliers once it is published)',
      input: EvaluationProjectInput,
      output: ResultDto,
      access: { roles: [agency, purchaser, admin, expert, supplier] },
      handle: getResult,
    }),
  ],
};
