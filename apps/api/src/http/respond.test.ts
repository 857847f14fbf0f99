import type { Request, Response } from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { answerError } from './respond.ts';

describe('the answer to a failed call', () => {
  it('cuts the connection instead of writing an envelope once the answer has begun', () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    let destroyed = false;
    const written: unknown[] = [];
    const res = {
      headersSent: true,
      destroy: () => (destroyed = true),
      setHeader: () => written.push('header'),
      end: (body: unknown) => written.push(body),
    };
    answerError(logger, new Error('late'), { headers: {} } as Request, res as unknown as Response);
    expect([destroyed, written]).toEqual([true, []]);
    expect(lines.map((l) => l.msg)).toEqual(['failed after the answer had begun']);
  });
});
