import antd from 'antd/locale/en_US';
import account from '../../locales/en-US/account';
import common from '../../locales/en-US/common';
import errors from '../../locales/en-US/errors';
import menu from '../../locales/en-US/menu';
import project from '../../locales/en-US/project';
import user from '../../locales/en-US/user';
import type { ShellBundle } from '../index';
import validation from '@bidhall/contracts/locales/en-US/validation';

/** The shell's texts with antd and dayjs locales: all a login-type page needs in en-US. */
export default {
  translation: { account, common, errors, menu, project, user, validation },
  antd,
  dayjs: 'en',
} satisfies ShellBundle;
