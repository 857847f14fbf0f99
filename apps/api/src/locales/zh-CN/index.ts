import account from './account.ts';
import agreement from './agreement.ts';
import audit from './audit.ts';
import auth from './auth.ts';
import eApply from './eApply.ts';
import error from './error.ts';
import evaluation from './evaluation.ts';
import file from './file.ts';
import filter from './filter.ts';
import hall from './hall.ts';
import notice from './notice.ts';
import pbSetting from './pbSetting.ts';
import platformSetting from './platformSetting.ts';
import projectAudit from './projectAudit.ts';
import record from './record.ts';
import requirement from './requirement.ts';
import research from './research.ts';
import result from './result.ts';
import sproject from './sproject.ts';
import user from './user.ts';

export default {
  account,
  agreement,
  audit,
  auth,
  eApply,
  error,
  evaluation,
  file,
  filter,
  hall,
  notice,
  pbSetting,
  platformSetting,
  projectAudit,
  record,
  requirement,
  research,
  result,
  sproject,
  user,
};
