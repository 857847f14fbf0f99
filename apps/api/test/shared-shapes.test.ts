import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * On Node 20 (V8 11.3) an object spread with a property added after it (`{ ...head, view }`)
 * gets a hidden class of its own every time it runs once its call site has warmed up: made in
 * the old generation, and met as a new shape by every reader of the object. The objects made
 * per event and per audience are written out field by field instead; V8's own check
 * (%HaveSameMap, in a child process with --allow-natives-syntax) shows that two of each, made
 * after a thousand, share one.
 */
describe('the hall views and rankings made per event and per audience', () => {
  const run = spawnSync(
    process.execPath,
    ['--allow-natives-syntax', '--import', 'tsx', new URL('./shared-shapes.probe.ts', import.meta.url).pathname],
    { encoding: 'utf8' },
  );
  const shapes = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, boolean>;

  it('ran', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.each(['streamItemOf', 'rankQuotes'])('%s: two results share one hidden class', (name) => {
    expect(shapes[name]).toBe(true);
  });
});
