import { HallPresenceMessage } from '@bidhall/contracts/realtime/server-events';
import type { DisclosureMode, WinbidRule } from '@bidhall/domain/winbid-rules';
import type { ApiStub } from './api-stub.ts';
import { TestClient } from './harness.ts';
import { openWindow, ProjectOutbox } from './outbox.ts';
import { signToken, type TestUser } from './tokens.ts';
import { people, TENANT, type World } from './world.ts';

let nextProjectId = 5;

/** A live project everyone of `people` takes part in (the outsider and the other tenant not). */
export function liveProject(
  world: World,
  opts: { winbidRule?: WinbidRule; disclosure?: DisclosureMode; maxQuotes?: number | null } = {},
): ProjectOutbox {
  const outbox = new ProjectOutbox({
    projectId: nextProjectId++,
    tenantId: TENANT,
    winbidRule: opts.winbidRule ?? 1,
    disclosure: opts.disclosure ?? 3,
    maxQuotes: opts.maxQuotes ?? 5,
    window: openWindow(),
  });
  world.api.addProject(outbox, [
    [people.agency, 'agency'],
    [people.purchaser, 'purchaser'],
    [people.expert, 'expert'],
    [people.supplierA, 'supplier'],
    [people.supplierB, 'supplier'],
    [people.supplierC, 'supplier'],
  ]);
  return outbox;
}

/** An open project in full disclosure with no quote limit, under the id the caller chose. */
export function openProject(projectId: number): ProjectOutbox {
  return new ProjectOutbox({
    projectId,
    tenantId: TENANT,
    winbidRule: 1,
    disclosure: 3,
    maxQuotes: null,
    window: openWindow(),
  });
}

/**
 * A client of `user`, signed in at the api stub, connected to the node at `url` and joined to
 * the hall; rejects unless the join is acknowledged ok. The caller closes it.
 */
export async function joinedClient(api: ApiStub, url: string, user: TestUser, projectId: number): Promise<TestClient> {
  const token = await signToken(user);
  api.signIn(token, user);
  const client = await new TestClient(url, token).connected();
  const ack = await client.request<{ ok: boolean }>('hall:join', { projectId });
  if (!ack.ok) throw new Error(`hall:join ${projectId} by user ${user.userId}: ${JSON.stringify(ack)}`);
  return client;
}

/** The last `hall:presence` count the client received for the project, if any. */
export function latestPresence(client: TestClient, projectId: number): number | undefined {
  return client
    .received('hall:presence')
    .map((m) => HallPresenceMessage.parse(m))
    .filter((m) => m.projectId === projectId)
    .at(-1)?.online;
}
