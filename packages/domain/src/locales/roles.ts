import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/roles.ts';
import ptBR from './pt-BR/roles.ts';
import zhCN from './zh-CN/roles.ts';
import zhTW from './zh-TW/roles.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
