import { ROLES, type RoleName } from '@bidhall/domain/roles';
import type { AppDeps } from '../src/http/context.ts';
import type { Access } from '../src/http/endpoint.ts';
import { openApiDocument } from '../src/http/openapi.ts';
import { allServices } from '../src/services.ts';
import { beforeAll, afterAll } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

/** One operation of the api's OpenAPI document, with who may call it. */
export type DocumentedOperation<Op> = { verb: 'get' | 'post' | 'put' | 'delete'; path: string; access: Access; op: Op };

/** Every operation of the OpenAPI document the api serves, as an outside caller reads it. */
export function documentedOperations<Op extends { operationId: string }>(deps: AppDeps): DocumentedOperation<Op>[] {
  const services = allServices(deps);
  const access = new Map<string, Access>(
    services.flatMap((s) => s.endpoints.map((ep) => [`${s.name}_${ep.method}`, ep.access] as const)),
  );
  const doc = openApiDocument(services, { title: 'operations', version: '1' }) as unknown as {
    paths: Record<string, Record<string, Op>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([verb, op]) => ({
      verb: verb as DocumentedOperation<Op>['verb'],
      path,
      access: access.get(op.operationId)!,
      op,
    })),
  );
}

/** The core demo's account for each role. */
export const DEMO_CALLER: Record<RoleName, string> = {
  [ROLES.admin]: 'admin',
  [ROLES.purchaser]: 'purchaser',
  [ROLES.agency]: 'agency',
  [ROLES.supplier]: 'supplier1',
  [ROLES.expert]: 'expert1',
};

/** A token for each role, signed in as its demo account. */
export async function signInEveryRole(api: TestApi): Promise<Map<RoleName, string>> {
  const tokens = new Map<RoleName, string>();
  for (const role of Object.keys(DEMO_CALLER) as RoleName[]) tokens.set(role, await api.login(DEMO_CALLER[role], role));
  return tokens;
}

/** A test api for a file's tests, with a token for each role: started before them, closed after. */
export function apiForEveryRole(): { api: () => TestApi; token: (role: RoleName) => string } {
  let api: TestApi;
  let tokens: Map<RoleName, string>;
  beforeAll(async () => {
    api = await startTestApi();
    tokens = await signInEveryRole(api);
  }, 120_000);
  afterAll(() => api.close());
  return { api: () => api, token: (role) => tokens.get(role)! };
}
