import type { DisclosureMode, WinbidRule } from '@bidhall/domain/winbid-rules';
import { openWindow, ProjectOutbox } from './outbox.ts';
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
