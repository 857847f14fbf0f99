import { route, routes } from '../abp/route.ts';
import type { Empty } from '../abp/envelope.ts';
import type { CurrentLoginInformations } from '../session.ts';

/** The Session calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Session = routes('Session', {
  GetCurrentLoginInformations: route<typeof Empty, typeof CurrentLoginInformations>(),
});
