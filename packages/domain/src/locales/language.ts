import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/language.ts';
import ptBR from './pt-BR/language.ts';
import zhCN from './zh-CN/language.ts';
import zhTW from './zh-TW/language.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
