import type { z } from 'zod';
import type { EApplyDto } from '@bidhall/contracts/eapply';
import { EApply as EApplyCalls } from '@bidhall/contracts/routes/eapply';
import { call, type InputOf } from '../../../api/call';

export type EApply = z.infer<typeof EApplyDto>;
export type SignUpInput = InputOf<typeof EApplyCalls.Submit>;

/** A first sign-up, or a resubmission after a return; field errors show beside the fields. */
export const submitSignUp = (input: SignUpInput) => call(EApplyCalls.Submit, input, { handlesValidation: true });
