import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/requirementStates.ts';
import ptBR from './pt-BR/requirementStates.ts';
import zhCN from './zh-CN/requirementStates.ts';
import zhTW from './zh-TW/requirementStates.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
