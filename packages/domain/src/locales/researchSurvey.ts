import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/researchSurvey.ts';
import ptBR from './pt-BR/researchSurvey.ts';
import zhCN from './zh-CN/researchSurvey.ts';
import zhTW from './zh-TW/researchSurvey.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
