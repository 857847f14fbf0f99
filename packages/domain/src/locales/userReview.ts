import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/userReview.ts';
import ptBR from './pt-BR/userReview.ts';
import zhCN from './zh-CN/userReview.ts';
import zhTW from './zh-TW/userReview.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
