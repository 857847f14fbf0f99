import 'dayjs/locale/zh-cn';
import antd from 'antd/locale/zh_CN';
import account from '../../locales/zh-CN/account';
import common from '../../locales/zh-CN/common';
import errors from '../../locales/zh-CN/errors';
import menu from '../../locales/zh-CN/menu';
import project from '../../locales/zh-CN/project';
import user from '../../locales/zh-CN/user';
import type { ShellBundle } from '../index';
import validation from '@bidhall/contracts/locales/zh-CN/validation';

/** The shell's texts with antd and dayjs locales: all a login-type page needs in zh-CN. */
export default {
  translation: { account, common, errors, menu, project, user, validation },
  antd,
  dayjs: 'zh-cn',
} satisfies ShellBundle;
