import type { z } from 'zod';
import type { HallAdjustEndInput } from '@bidhall/contracts/hall-operations';
import { Hall } from '@bidhall/contracts/routes/hall';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';

/** The accepted quotes so far (amounts only where the caller may see them). */
export const getPriceList = (projectId: number) => call(Sproject.GetSprojectPriceList, { projectId });

export const pauseWindow = (projectId: number, reason: string) => call(Hall.Pause, { projectId, reason });
export const resumeWindow = (projectId: number) => call(Hall.Resume, { projectId });
export const adjustEnd = (input: z.input<typeof HallAdjustEndInput>) =>
  call(Hall.AdjustEnd, input, { handlesValidation: true });
