import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/evaluationPlan.ts';
import ptBR from './pt-BR/evaluationPlan.ts';
import zhCN from './zh-CN/evaluationPlan.ts';
import zhTW from './zh-TW/evaluationPlan.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
