import type { Call } from '../abp/call.ts';
import * as account from './account.ts';
import * as agreement from './agreement.ts';
import * as announcement from './announcement.ts';
import * as eapply from './eapply.ts';
import * as evaluation from './evaluation.ts';
import * as file from './file.ts';
import * as hall from './hall.ts';
import * as menuNum from './menu-num.ts';
import * as pbSetting from './pb-setting.ts';
import * as platformSetting from './platform-setting.ts';
import * as projectAudit from './project-audit.ts';
import * as projectEvent from './project-event.ts';
import * as projectRecord from './project-record.ts';
import * as quote from './quote.ts';
import * as requirement from './requirement.ts';
import * as research from './research.ts';
import * as result from './result.ts';
import * as session from './session.ts';
import * as sproject from './sproject.ts';
import * as statistics from './statistics.ts';
import * as tokenAuth from './token-auth.ts';
import * as userAudit from './user-audit.ts';
import * as users from './users.ts';
import * as webNotice from './web-notice.ts';

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
  Object.values(m).flatMap((service) => Object.values(service) as Call[]),
);
