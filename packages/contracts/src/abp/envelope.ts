import { z } from 'zod';
import { WireId } from './wire.ts';

/** One field-level problem: ABP's ValidationErrorInfo. `members` are the field paths. */
export const ValidationErrorInfo = z.object({
  message: z.string(),
  members: z.array(z.string()),
});
export type ValidationErrorInfo = z.infer<typeof ValidationErrorInfo>;

export const ErrorInfo = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(ValidationErrorInfo).nullable(),
});
export type ErrorInfo = z.infer<typeof ErrorInfo>;

/** ABP's AjaxResponse: every api answer, success or failure, has this shape. */
export function ajaxResponse<T extends z.ZodType>(result: T) {
  return z.object({
    result: result.nullable(),
    targetUrl: z.string().nullable(),
    success: z.boolean(),
    error: ErrorInfo.nullable(),
    unAuthorizedRequest: z.boolean(),
    __abp: z.literal(true),
  });
}

export type AjaxResponse<T> = {
  result: T | null;
  targetUrl: string | null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  __abp: true;
};

/** An empty input or output: `{}` on the wire. */
export const Empty = z.object({}).strict();
export type Empty = z.infer<typeof Empty>;

/** `{id}` for calls that act on one entity; ids are positive integers. */
export const EntityId = WireId;
export const EntityDto = z.object({ id: EntityId }).strict();
export type EntityDto = z.infer<typeof EntityDto>;
