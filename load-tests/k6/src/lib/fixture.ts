import { SharedArray } from 'k6/data';
import type { Fixture } from '../../../src/fixture/fixture-file.ts';
import { strEnv, type Env } from '../plans/env.ts';

/**
 * The run's fixture (`npm run fixture`), read once in the init context and shared by every
 * VU. FIXTURE should be absolute: k6 versions differ in how they resolve a relative open().
 */
export function loadFixture(env: Env): Fixture {
  const path = strEnv(env, 'FIXTURE', 'fixture.json');
  const shared = new SharedArray('fixture', () => [JSON.parse(open(path)) as Fixture]);
  return shared[0] as Fixture;
}
