import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/winning.ts';
import ptBR from './pt-BR/winning.ts';
import zhCN from './zh-CN/winning.ts';
import zhTW from './zh-TW/winning.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
