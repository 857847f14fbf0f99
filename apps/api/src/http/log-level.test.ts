import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { userFriendly } from './errors.ts';
import { requestLog } from './request-log.ts';
import { errorHandler } from './respond.ts';

describe('the request log', () => {
  it('logs a business refusal (500 with a user message) at info and an unexpected fault at error', async () => {
    const lines: Array<{ level: number; msg: string; res?: { statusCode: number } }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = express();
    app.use(requestLog(logger, { ignore: () => false }));
    app.get('/refused', () => {
      throw userFriendly({ key: 'error.generic' });
    });
    app.get('/fault', () => {
      throw new Error('a bug');
    });
    app.use(errorHandler(logger));

    await supertest(app).get('/refused').expect(500);
    await supertest(app).get('/fault').expect(500);
    const answered = lines.filter((l) => l.res).map((l) => [l.res!.statusCode, pino.levels.labels[l.level]]);
    expect(answered).toEqual([
      [500, 'info'],
      [500, 'error'],
    ]);
    // The fault is also logged with its error, once, at error.
    expect(lines.filter((l) => l.msg === 'unexpected error').map((l) => pino.levels.labels[l.level])).toEqual([
      'error',
    ]);
  });
});
