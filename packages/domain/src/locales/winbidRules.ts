import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/winbidRules.ts';
import ptBR from './pt-BR/winbidRules.ts';
import zhCN from './zh-CN/winbidRules.ts';
import zhTW from './zh-TW/winbidRules.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
