import 'dayjs/locale/zh-tw';
import antd from 'antd/locale/zh_TW';
import account from '../../locales/zh-TW/account';
import common from '../../locales/zh-TW/common';
import errors from '../../locales/zh-TW/errors';
import menu from '../../locales/zh-TW/menu';
import project from '../../locales/zh-TW/project';
import user from '../../locales/zh-TW/user';
import type { ShellBundle } from '../index';
import validation from '@bidhall/contracts/locales/zh-TW/validation';

/** The shell's texts with antd and dayjs locales: all a login-type page needs in zh-TW. */
export default {
  translation: { account, common, errors, menu, project, user, validation },
  antd,
  dayjs: 'zh-tw',
} satisfies ShellBundle;
