import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { EntityId } from '@bidhall/contracts/abp/envelope';
import { HallAdjustEndInput } from '@bidhall/contracts/hall-operations';
import { StatisticsRangeInput } from '@bidhall/contracts/statistics';
import { ApiError } from './errors.ts';
import { parseInput } from './validate.ts';

/** The field problems parseInput refuses `input` with, as the envelope lists them before translation. */
function problemsOf(schema: z.ZodType, input: unknown) {
  try {
    parseInput(schema, input, 'zh-CN');
  } catch (error) {
    if (error instanceof ApiError) return error.validationErrors;
    throw error;
  }
  throw new Error('accepted');
}

const ListInput = z.strictObject({ projectId: EntityId, filter: z.strictObject({ state: z.number() }) });

describe('a refused input names what is wrong with each member', () => {
  it('calls a member left out required, not the wrong type', () => {
    // A query id coerced from nothing is NaN, which zod reports as a number of the wrong kind.
    expect(problemsOf(ListInput, { filter: { state: 1 } })).toEqual([
      { message: 'validation.required', members: ['projectId'] },
    ]);
    expect(problemsOf(ListInput, { projectId: '7', filter: {} })).toEqual([
      { message: 'validation.required', members: ['filter.state'] },
    ]);
  });

  it('calls a required text sent empty required, and keeps the length rule for a longer minimum', () => {
    const Named = z.strictObject({ name: z.string().min(1), code: z.string().min(3) });
    expect(problemsOf(Named, { name: '', code: 'abc' })).toEqual([
      { message: 'validation.required', members: ['name'] },
    ]);
    const Titled = z.strictObject({ title: z.string().trim().min(1) });
    expect(problemsOf(Titled, { title: '   ' })).toEqual([{ message: 'validation.required', members: ['title'] }]);
    // A schema's own message for it stays: a return needs its reason, in those words.
    const Returned = z.strictObject({ reason: z.string().trim().min(1, 'validation.reasonRequired') });
    for (const reason of ['', '  '])
      expect(problemsOf(Returned, { reason })).toEqual([{ message: 'validation.reasonRequired', members: ['reason'] }]);
    // Two characters where three are needed is not "required": zod's own words say how many.
    const [short] = problemsOf(Named, { name: 'a', code: 'ab' }) ?? [];
    expect(short?.members).toEqual(['code']);
    expect(short?.message).not.toMatch(/^validation\./);
  });

  it('calls a member left out required when its schema is a union, and keeps the union refusal for a value sent', () => {
    const Moved = z.strictObject({ at: z.union([z.number(), z.iso.datetime({ offset: true })]) });
    expect(problemsOf(Moved, {})).toEqual([{ message: 'validation.required', members: ['at'] }]);
    const [wrong] = problemsOf(Moved, { at: 'tomorrow' }) ?? [];
    expect(wrong?.members).toEqual(['at']);
    expect(wrong?.message).not.toBe('validation.required');
  });

  it('says a time sent as words must be a valid time, in the union of a moved end too', () => {
    const reason = '网络故障补时';
    for (const newEnd of ['明天', '2026-13-01T00:00:00Z', '2026-11-30 10:00'])
      expect(problemsOf(HallAdjustEndInput, { projectId: 1, newEnd, reason })).toEqual([
        { message: 'validation.dateTime', members: ['newEnd'] },
      ]);
    expect(problemsOf(StatisticsRangeInput, { fromTime: 'yesterday' })).toEqual([
      { message: 'validation.dateTime', members: ['fromTime'] },
    ]);
  });

  it('says that a number sent as words must be a number', () => {
    // From a query string ("abc" coerced to NaN) and from a JSON body alike.
    expect(problemsOf(ListInput, { projectId: 'abc', filter: { state: '1' } })).toEqual([
      { message: 'validation.number', members: ['projectId'] },
      { message: 'validation.number', members: ['filter.state'] },
    ]);
  });

  it("keeps zod's message for any other member of the wrong type", () => {
    const [problem] = problemsOf(ListInput, { projectId: '7', filter: { state: true } }) ?? [];
    expect(problem?.members).toEqual(['filter.state']);
    expect(problem?.message).not.toMatch(/^validation\./);
    expect(problem?.message).toContain('boolean');
  });
});
