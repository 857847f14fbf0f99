import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/amountFormat.ts';
import ptBR from './pt-BR/amountFormat.ts';
import zhCN from './zh-CN/amountFormat.ts';
import zhTW from './zh-TW/amountFormat.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
