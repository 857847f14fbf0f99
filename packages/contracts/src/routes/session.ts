import { call, service } from '../abp/route.ts';

/** The Session calls with their schemas, each method declared once. */
export const Session = service('Session', ({ envelope, session }) => ({
  GetCurrentLoginInformations: call(envelope.Empty, session.CurrentLoginInformations),
}));
