import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/projectKinds.ts';
import ptBR from './pt-BR/projectKinds.ts';
import zhCN from './zh-CN/projectKinds.ts';
import zhTW from './zh-TW/projectKinds.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
