import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/evaluationGates.ts';
import ptBR from './pt-BR/evaluationGates.ts';
import zhCN from './zh-CN/evaluationGates.ts';
import zhTW from './zh-TW/evaluationGates.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
