import { isRoleName } from '@bidhall/domain/roles';
import { USER_AUDIT_PATH, canUseBusinessRoutes } from '@bidhall/domain/user-review';
import { LOGIN_PATH, NOT_FOUND_PATH, WORKPLACE_PATH } from '../routes/common';
import { findPublicRoute, findReachable, homeFor, mapFor } from '../routes/table';
import type { RouteDef } from '../routes/types';

export interface GuardSession {
  roleNames: readonly string[];
  selectedRole: string | null;
  isReview: number | undefined;
}

export interface GuardInput {
  path: string;
  /** Path plus query, kept in the login redirect so the user lands where they wanted. */
  fullPath: string;
  hasToken: boolean;
  /** The SELECT_ROLE cookie. */
  selectedRole: string | undefined;
  /** Null until the session has been loaded. */
  session: GuardSession | null;
}

export type GuardDecision =
  | { kind: 'allow'; route: RouteDef; role: string | undefined }
  | { kind: 'redirect'; to: string }
  | { kind: 'loadSession' }
  | { kind: 'roleMissing'; role: string };

const LOGIN_PAGES = new Set([LOGIN_PATH, '/user/expertLogin']);

export const loginRedirect = (fullPath: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;

function followRedirect(route: RouteDef | undefined): string | undefined {
  return route && 'redirect' in route ? route.redirect : undefined;
}

/** The route guard of specification section 5, as a pure decision. */
export function decide(input: GuardInput): GuardDecision {
  const { path, fullPath, hasToken, session } = input;
  const publicRoute = findPublicRoute(path);
  const publicRedirect = followRedirect(publicRoute);

  if (!hasToken) {
    if (publicRedirect) return { kind: 'redirect', to: publicRedirect };
    if (publicRoute?.visitor) return { kind: 'allow', route: publicRoute, role: undefined };
    return { kind: 'redirect', to: loginRedirect(fullPath) };
  }
  if (LOGIN_PAGES.has(path) || path === '/user') return { kind: 'redirect', to: WORKPLACE_PATH };
  if (!session) return { kind: 'loadSession' };

  const role = input.selectedRole ?? session.selectedRole ?? undefined;
  if (isRoleName(role) && !session.roleNames.includes(role)) return { kind: 'roleMissing', role };

  // Not yet approved: visitor pages and the registration-audit page only.
  if (!canUseBusinessRoutes(session.isReview)) {
    if (publicRoute?.visitor || path === USER_AUDIT_PATH) return allowPublic(publicRoute!, role);
    return { kind: 'redirect', to: USER_AUDIT_PATH };
  }
  if (publicRoute) {
    const held = publicRoute.roles.some((r) => session.roleNames.includes(r));
    if (held) return allowPublic(publicRoute, role);
  }

  const map = mapFor(role);
  if (path === '/') return { kind: 'redirect', to: homeFor(map, session.roleNames) };
  const route = findReachable(map, session.roleNames, path);
  if (!route) return { kind: 'redirect', to: NOT_FOUND_PATH };
  const redirect = followRedirect(route);
  return redirect ? { kind: 'redirect', to: redirect } : { kind: 'allow', route, role };
}

function allowPublic(route: RouteDef, role: string | undefined): GuardDecision {
  return { kind: 'allow', route, role };
}
