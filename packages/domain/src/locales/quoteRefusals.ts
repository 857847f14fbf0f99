import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/quoteRefusals.ts';
import ptBR from './pt-BR/quoteRefusals.ts';
import zhCN from './zh-CN/quoteRefusals.ts';
import zhTW from './zh-TW/quoteRefusals.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
