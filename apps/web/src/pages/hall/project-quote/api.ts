import type { z } from 'zod';
import type { MyQuotedProjectDto } from '@bidhall/contracts/eapply';
import type { QuoteSubmitInput } from '@bidhall/contracts/quote';
import { PbSetting } from '@bidhall/contracts/routes/pb-setting';
import { Quote } from '@bidhall/contracts/routes/quote';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { call } from '../../../api/call';

export type MyQuotedProject = z.infer<typeof MyQuotedProjectDto>;

/** The project, the supplier's own sign-up and own accepted quotes. */
export const getMyQuotedProject = (projectId: number) => call(Sproject.GetMyQuotedSprojectDetail, { projectId });

/** The caller shows every outcome itself: refusals in words, a lost answer as a retry. */
export const submitQuote = (input: QuoteSubmitInput) => call(Quote.Submit, input, { silent: true });

/** The project's bidding settings (every party of the project may read them). */
export const getBiddingSettings = (projectId: number) => call(PbSetting.Get, { projectId });
