import type { z } from 'zod';
import type { HallAdjustEndInput, HallWindowResult } from '@bidhall/contracts/hall-operations';
import type { PriceListItem } from '@bidhall/contracts/sproject';
import { apiGet, apiPost } from '../../../api/client';

const HALL = '/api/services/app/Hall';
type WindowResult = z.infer<typeof HallWindowResult>;

/** The accepted quotes so far (amounts only where the caller may see them). */
export const getPriceList = (projectId: number) => apiGet<{ items: PriceListItem[] }>('/api/services/app/Sproject/GetSprojectPriceList', { projectId });

export const pauseWindow = (projectId: number) => apiPost<WindowResult>(`${HALL}/Pause`, { projectId });
export const resumeWindow = (projectId: number) => apiPost<WindowResult>(`${HALL}/Resume`, { projectId });
export const adjustEnd = (input: z.input<typeof HallAdjustEndInput>) => apiPost<WindowResult>(`${HALL}/AdjustEnd`, input, { handlesValidation: true });
