import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { loadConfig } from '../config.ts';
import { jsonBody } from './json-body.ts';

// A real server that answers what jsonBody made of the request: the body, or the error's key.
let server: http.Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.post('/', ...jsonBody(64), (req, res) => {
    res.json({ body: req.body ?? null });
  });
  const answerError: ErrorRequestHandler = (error, _req, res, _next) => {
    res.json({ error: error instanceof ApiError && 'key' in error.body ? error.body.key : String(error) });
  };
  app.use(answerError);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function send(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(base, { method: 'POST', body, headers });
  return (await res.json()) as { body?: unknown; error?: string };
}

describe('the body of a JSON endpoint (jsonBody)', () => {
  it('parses a JSON object or array, with or without a UTF-8 charset, and in a +json type', async () => {
    expect(await send('{"amount":"12.50","名称":"报价"}')).toEqual({ body: { amount: '12.50', 名称: '报价' } });
    expect(await send(' [1,2] ', { 'content-type': 'application/json; charset=UTF-8' })).toEqual({ body: [1, 2] });
    expect(await send('{"a":1}', { 'content-type': 'application/vnd.api+json' })).toEqual({ body: { a: 1 } });
  });

  it('gives no members for an empty body, of any type or none', async () => {
    // express.json reads an empty JSON body as {}; an endpoint's input is {} for no body too.
    expect(await send('')).toEqual({ body: {} });
    expect(await send('', { 'content-type': 'text/plain' })).toEqual({ body: null });
    expect(await send('', {})).toEqual({ body: null });
  });

  it('refuses a body of another type, or of none, rather than reading it as no body', async () => {
    expect(await send('a=1', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      error: 'error.bodyNotJson',
    });
    expect(await send('{"a":1}', { 'content-type': 'text/plain' })).toEqual({ error: 'error.bodyNotJson' });
    expect(await send('{"a":1}', {})).toEqual({ error: 'error.bodyNotJson' });
  });

  it('refuses malformed JSON, a bare value, another charset and a compressed body as bad JSON', async () => {
    expect(await send('{"amount":')).toEqual({ error: 'error.badJson' });
    expect(await send('"just a string"')).toEqual({ error: 'error.badJson' });
    expect(await send('{}', { 'content-type': 'application/json; charset=latin1' })).toEqual({
      error: 'error.badJson',
    });
    expect(await send('{}', { 'content-type': 'application/json', 'content-encoding': 'gzip' })).toEqual({
      error: 'error.badJson',
    });
  });

  it('refuses a body over the limit and still answers on the same connection', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(200) });
    expect(await send(big)).toEqual({ error: 'error.bodyTooLarge' });
    // Sent in chunks with no length declared up front: the limit is checked as the body arrives.
    const chunked = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        base,
        { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 10; i += 1) req.write('{"pad":"0123456789"}'.repeat(2));
      req.end();
    });
    expect(JSON.parse(chunked)).toEqual({ error: 'error.bodyTooLarge' });
    expect(await send('{"after":true}')).toEqual({ body: { after: true } });
  });

  it('reads BODY_LIMIT forms as bytes', () => {
    const limitInBytes = (BODY_LIMIT: string) => loadConfig({ BODY_LIMIT }).bodyLimitBytes;
    expect(limitInBytes('512b')).toBe(512);
    expect(limitInBytes('64KB')).toBe(65_536);
    expect(limitInBytes('1mb')).toBe(1_048_576);
    expect(() => limitInBytes('lots')).toThrow(/1mb or 512kb/);
  });
});
