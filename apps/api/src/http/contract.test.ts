import { describe, expect, it } from 'vitest';
import { allCalls } from '@bidhall/contracts/calls/all';
import type { AppDeps } from './context.ts';
import { routeOf } from './endpoint.ts';
import { allServices } from '../services.ts';

// Building the services reads only the login throttle's settings.
const deps = { config: { loginMaxFailures: 5, loginWindowMinutes: 15 }, now: () => new Date() } as unknown as AppDeps;

describe('the api serves its contract', () => {
  const services = allServices(deps);
  const served = services.flatMap((s) => s.endpoints.map((ep) => ({ ...routeOf(s, ep), ep })));

  it('serves every call of packages/contracts, at its path and verb, and nothing else', () => {
    const key = (r: { verb: string; path: string }) => `${r.verb.toUpperCase()} ${r.path}`;
    expect(served.map(key).sort()).toEqual(allCalls.map(key).sort());
    expect(new Set(served.map(key)).size).toBe(served.length);
  });

  it("validates with the contract's schemas", () => {
    for (const { ep, path } of served) {
      expect(ep.call.path, path).toBe(path);
      expect(ep.input, path).toBe(ep.call.input);
      expect(ep.output, path).toBe(ep.call.output);
      expect(Boolean(ep.queryInput), path).toBe(ep.call.queryKeys.length > 0);
    }
  });
});
