import type { Call } from '../abp/call.ts';
import { callOf } from '../abp/call.ts';
import type { Route } from '../abp/route.ts';
import * as account from '../routes/account.ts';
import * as agreement from '../routes/agreement.ts';
import * as announcement from '../routes/announcement.ts';
import * as eapply from '../routes/eapply.ts';
import * as evaluation from '../routes/evaluation.ts';
import * as file from '../routes/file.ts';
import * as hall from '../routes/hall.ts';
import * as menuNum from '../routes/menu-num.ts';
import * as pbSetting from '../routes/pb-setting.ts';
import * as platformSetting from '../routes/platform-setting.ts';
import * as projectAudit from '../routes/project-audit.ts';
import * as projectEvent from '../routes/project-event.ts';
import * as projectRecord from '../routes/project-record.ts';
import * as quote from '../routes/quote.ts';
import * as requirement from '../routes/requirement.ts';
import * as research from '../routes/research.ts';
import * as result from '../routes/result.ts';
import * as session from '../routes/session.ts';
import * as sproject from '../routes/sproject.ts';
import * as statistics from '../routes/statistics.ts';
import * as tokenAuth from '../routes/token-auth.ts';
import * as userAudit from '../routes/user-audit.ts';
import * as users from '../routes/users.ts';
import * as webNotice from '../routes/web-notice.ts';

const modules = [
  account,
  agreement,
  announcement,
  eapply,
  evaluation,
  file,
  hall,
  menuNum,
  pbSetting,
  platformSetting,
  projectAudit,
  projectEvent,
  projectRecord,
  quote,
  requirement,
  research,
  result,
  session,
  sproject,
  statistics,
  tokenAuth,
  userAudit,
  users,
  webNotice,
];

/** Every call of every service, for the checks that the api serves exactly these. */
export const allCalls: readonly Call[] = modules.flatMap((m) =>
  Object.values(m)
    // A module may export a constant beside its services (routes/file.ts: the transfer paths).
    .filter((service) => Object.values(service).every((r) => typeof r === 'object' && r !== null && 'verb' in r))
    .flatMap((service) => Object.values(service as Record<string, Route>).map(callOf)),
);
