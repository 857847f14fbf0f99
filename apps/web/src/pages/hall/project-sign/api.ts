import type { z } from 'zod';
import type { EApplyDto, EApplySubmitInput } from '@bidhall/contracts/eapply';
import { apiPost } from '../../../api/client';

export type EApply = z.infer<typeof EApplyDto>;
export type SignUpInput = z.input<typeof EApplySubmitInput>;

/** A first sign-up, or a resubmission after a return; field errors show beside the fields. */
export const submitSignUp = (input: SignUpInput) => apiPost<EApply>('/api/services/app/EApply/Submit', input, { handlesValidation: true });
