import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/resultNotice.ts';
import ptBR from './pt-BR/resultNotice.ts';
import zhCN from './zh-CN/resultNotice.ts';
import zhTW from './zh-TW/resultNotice.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
