import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/projectStates.ts';
import ptBR from './pt-BR/projectStates.ts';
import zhCN from './zh-CN/projectStates.ts';
import zhTW from './zh-TW/projectStates.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
