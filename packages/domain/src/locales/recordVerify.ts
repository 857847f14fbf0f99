import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/recordVerify.ts';
import ptBR from './pt-BR/recordVerify.ts';
import zhCN from './zh-CN/recordVerify.ts';
import zhTW from './zh-TW/recordVerify.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
