import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/fileAccess.ts';
import ptBR from './pt-BR/fileAccess.ts';
import zhCN from './zh-CN/fileAccess.ts';
import zhTW from './zh-TW/fileAccess.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
