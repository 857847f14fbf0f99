import 'dayjs/locale/pt-br';
import antd from 'antd/locale/pt_BR';
import account from '../../locales/pt-BR/account';
import common from '../../locales/pt-BR/common';
import errors from '../../locales/pt-BR/errors';
import menu from '../../locales/pt-BR/menu';
import project from '../../locales/pt-BR/project';
import user from '../../locales/pt-BR/user';
import type { ShellBundle } from '../index';
import validation from '@bidhall/contracts/locales/pt-BR/validation';

/** The shell's texts with antd and dayjs locales: all a login-type page needs in pt-BR. */
export default {
  translation: { account, common, errors, menu, project, user, validation },
  antd,
  dayjs: 'pt-br',
} satisfies ShellBundle;
