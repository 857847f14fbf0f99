import type { Route } from '@bidhall/contracts/abp/route';

type Listener = (route: Route) => void;

const listeners = new Set<Listener>();

/**
 * A call that changes something: every method but a read (`Get…` whatever its verb, as the list
 * by role is a POST; and the few reads named otherwise).
 */
const isWrite = (route: Route) => !/^(Get|Export|IsTenantAvailable|RankingAt)/.test(route.method);

/** Every page that shows what an action may change learns of it here, after the api agreed. */
export function onWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Told by `call` after each successful write. */
export function noteWrite(route: Route) {
  if (!isWrite(route)) return;
  for (const listener of [...listeners]) listener(route);
}
