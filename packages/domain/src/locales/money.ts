import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/money.ts';
import ptBR from './pt-BR/money.ts';
import zhCN from './zh-CN/money.ts';
import zhTW from './zh-TW/money.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
