import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/projectTimes.ts';
import ptBR from './pt-BR/projectTimes.ts';
import zhCN from './zh-CN/projectTimes.ts';
import zhTW from './zh-TW/projectTimes.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
