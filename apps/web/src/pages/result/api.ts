import type { ResultDto, ResultPreviewDto } from '@bidhall/contracts/evaluation';
import { apiGet, apiPost } from '../../api/client';

const BASE = '/api/services/app/Result';

export const getResult = (projectId: number) => apiGet<ResultDto>(`${BASE}/Get`, { projectId }, { silent: true });
export const getPreview = (projectId: number) => apiGet<ResultPreviewDto>(`${BASE}/GetPreview`, { projectId });
export const submitResult = (projectId: number) => apiPost<ResultDto>(`${BASE}/Submit`, { projectId });
export const confirmResult = (projectId: number) => apiPost<ResultDto>(`${BASE}/Confirm`, { projectId });
export const returnResult = (projectId: number, reason: string) => apiPost<ResultDto>(`${BASE}/Return`, { projectId, reason }, { handlesValidation: true });
