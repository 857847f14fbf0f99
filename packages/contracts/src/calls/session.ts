import { withSchemas } from '../abp/call.ts';
import { Empty } from '../abp/envelope.ts';
import { CurrentLoginInformations } from '../session.ts';
import * as routes from '../routes/session.ts';

/** The Session calls with their schemas, as the api serves them. */
export const Session = withSchemas(routes.Session, {
  GetCurrentLoginInformations: [Empty, CurrentLoginInformations],
});
