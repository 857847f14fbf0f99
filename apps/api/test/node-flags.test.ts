import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from '../src/node-flags.ts';

const apiFile = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');

describe("the api's Node flags (node-flags.json) on every way it is started", () => {
  it('are flags this Node accepts', () => {
    expect(API_NODE_FLAGS.length).toBeGreaterThan(0);
    const run = spawnSync(process.execPath, [...API_NODE_FLAGS, '-e', 'process.exit(0)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('start npm start (package.json)', () => {
    const { scripts } = JSON.parse(apiFile('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${API_NODE_FLAGS.join(' ')} --import tsx src/main.ts`);
  });

  it("start the Docker image's api", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(apiFile('Dockerfile'))?.[1];
    expect(cmd && JSON.parse(cmd)).toEqual(['node', ...API_NODE_FLAGS, '--import', 'tsx', 'apps/api/src/main.ts']);
  });
});
