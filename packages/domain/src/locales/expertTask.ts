import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/expertTask.ts';
import ptBR from './pt-BR/expertTask.ts';
import zhCN from './zh-CN/expertTask.ts';
import zhTW from './zh-TW/expertTask.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
