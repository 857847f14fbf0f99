import validation from '@bidhall/contracts/locales/en-US/validation';
import account from './account';
import common from './common';
import errors from './errors';
import screen from './screen';
import hall from './hall';
import listing from './listing';
import supplier from './supplier';
import dashboard from './dashboard';
import admin from './admin';
import menu from './menu';
import project from './project';
import user from './user';
import projectInfo from './projectInfo';
import requirement from './requirement';
import review from './review';
import workflow from './workflow';
import drafting from './drafting';
import notice from './notice';
import pbSetting from './pbSetting';
import result from './result';
import signAudit from './signAudit';
import reqInfo from './reqInfo';
import correction from './correction';
import agreement from './agreement';
import filePool from './filePool';
import research from './research';
import record from './record';

export default {
  validation,
  record,
  research,
  reqInfo,
  correction,
  agreement,
  filePool,
  drafting,
  notice,
  pbSetting,
  result,
  signAudit,
  admin,
  dashboard,
  projectInfo,
  requirement,
  review,
  workflow,
  screen,
  hall,
  supplier,
  listing,
  account,
  common,
  errors,
  menu,
  project,
  user,
};
