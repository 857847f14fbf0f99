import { z } from 'zod';
import { wireNumber } from './wire.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@bidhall/domain/ui';

/**
 * ABP paging input. Query strings arrive as text, so numbers are read from their plain text (wire.ts); both
 * PascalCase (ABP) and camelCase spellings are accepted by the api's query normaliser.
 */
export const PagedRequest = z.object({
  // The bounds before the integer check, which then is not asked: a number past them gets
  // one refusal, not a second one about the largest integer JavaScript holds exactly.
  SkipCount: wireNumber(z.number().min(0).max(1_000_000_000, { abort: true }).int()).default(0),
  MaxResultCount: wireNumber(z.number().min(1).max(MAX_PAGE_SIZE, { abort: true }).int()).default(DEFAULT_PAGE_SIZE),
  Sorting: z.string().max(200).optional(),
  Filter: z.string().max(2000).optional(),
});
export type PagedRequest = z.infer<typeof PagedRequest>;

/**
 * A list in its own fixed order, paged only: it takes no Filter or Sorting, so its document
 * does not offer them (a filter it would ignore is a filter the caller believes was applied).
 */
export const PageRequest = PagedRequest.pick({ SkipCount: true, MaxResultCount: true });

export function pagedResult<T extends z.ZodType>(item: T) {
  return z.object({ totalCount: z.number().int().min(0), items: z.array(item) });
}
export type PagedResult<T> = { totalCount: number; items: T[] };

export function listResult<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** The schema types of a paged and a plain list, for the routes that name them in types only. */
export type PagedResultSchema<T extends z.ZodType> = ReturnType<typeof pagedResult<T>>;
export type ListResultSchema<T extends z.ZodType> = ReturnType<typeof listResult<T>>;
