import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

/**
 * The component files run unisolated (`--isolate=false`): one module registry per worker. A
 * module mock there outlives its file, so whichever file comes next in that worker gets the mock
 * (or the mocking file gets the real module already loaded): tests that pass alone and fail in
 * `npm test` depending on the order. Component tests use the real modules, with the api faked at
 * its transport (test/fake-api.ts) and sockets served by a real Socket.IO server.
 */
describe('component tests', () => {
  it('mock no module', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$/.test(f));
    const mocking = files.filter((f) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(SRC, f), 'utf8')));
    expect(files.length).toBeGreaterThan(50);
    expect(mocking).toEqual([]);
  });
});
