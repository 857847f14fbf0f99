import type { OpenedQuotesDto, ResultDto, ResultPreviewDto, SubmitResultInput } from '@bidhall/contracts/evaluation';
import { apiGet, apiPost } from '../../api/client';

const BASE = '/api/services/app/Result';
const EVALUATION = '/api/services/app/Evaluation';

export const getResult = (projectId: number) => apiGet<ResultDto>(`${BASE}/Get`, { projectId }, { silent: true });
export const getPreview = (projectId: number) => apiGet<ResultPreviewDto>(`${BASE}/GetPreview`, { projectId });
/** Method 0 carries the agency's choice and reason; the api refuses `manual` for every other method. */
export const submitResult = (projectId: number, manual?: SubmitResultInput['manual']) =>
  apiPost<ResultDto>(`${BASE}/Submit`, manual ? { projectId, manual } : { projectId }, { handlesValidation: manual !== undefined });
export const confirmResult = (projectId: number) => apiPost<ResultDto>(`${BASE}/Confirm`, { projectId });
export const returnResult = (projectId: number, reason: string) => apiPost<ResultDto>(`${BASE}/Return`, { projectId, reason }, { handlesValidation: true });
/** Sealed methods: the agency opens the quotes once after the window, before any result. */
export const openQuotes = (projectId: number) => apiPost<OpenedQuotesDto>(`${EVALUATION}/OpenQuotes`, { projectId });
