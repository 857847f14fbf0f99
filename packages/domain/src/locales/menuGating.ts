import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/menuGating.ts';
import ptBR from './pt-BR/menuGating.ts';
import zhCN from './zh-CN/menuGating.ts';
import zhTW from './zh-TW/menuGating.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
