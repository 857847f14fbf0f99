import type { SubmitResultInput } from '@bidhall/contracts/evaluation';
import { Evaluation } from '@bidhall/contracts/routes/evaluation';
import { Result } from '@bidhall/contracts/routes/result';
import { call } from '../../api/call';

export const getResult = (projectId: number) => call(Result.Get, { projectId }, { silent: true });
export const getPreview = (projectId: number) => call(Result.GetPreview, { projectId });
/** Method 0 carries the agency's choice and reason; the api refuses `manual` for every other method. */
export const submitResult = (projectId: number, manual?: SubmitResultInput['manual']) =>
  call(Result.Submit, manual ? { projectId, manual } : { projectId }, { handlesValidation: manual !== undefined });
export const confirmResult = (projectId: number) => call(Result.Confirm, { projectId });
export const returnResult = (projectId: number, reason: string) =>
  call(Result.Return, { projectId, reason }, { handlesValidation: true });
/** Sealed methods: the agency opens the quotes once after the window, before any result. */
export const openQuotes = (projectId: number) => call(Evaluation.OpenQuotes, { projectId });
