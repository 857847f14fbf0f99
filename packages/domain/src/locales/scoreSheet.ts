import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/scoreSheet.ts';
import ptBR from './pt-BR/scoreSheet.ts';
import zhCN from './zh-CN/scoreSheet.ts';
import zhTW from './zh-TW/scoreSheet.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
