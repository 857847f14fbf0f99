import type { z } from 'zod';
import type { MyQuotedProjectDto } from '@bidhall/contracts/eapply';
import type { PbSettingDto } from '@bidhall/contracts/pb-setting';
import type { QuoteSubmitInput, QuoteSubmitResult } from '@bidhall/contracts/quote';
import { apiGet, apiPost } from '../../../api/client';

export type MyQuotedProject = z.infer<typeof MyQuotedProjectDto>;

const SPROJECT = '/api/services/app/Sproject';

/** The project, the supplier's own sign-up and own accepted quotes. */
export const getMyQuotedProject = (projectId: number) => apiGet<MyQuotedProject>(`${SPROJECT}/GetMyQuotedSprojectDetail`, { projectId });

/** The caller shows every outcome itself: refusals in words, a lost answer as a retry. */
export const submitQuote = (input: QuoteSubmitInput) => apiPost<QuoteSubmitResult>('/api/services/app/Quote/Submit', input, { silent: true });

/** The project's bidding settings (every party of the project may read them). */
export const getBiddingSettings = (projectId: number) => apiGet<PbSettingDto>('/api/services/app/PbSetting/Get', { projectId });
