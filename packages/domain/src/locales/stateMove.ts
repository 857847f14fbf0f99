import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/stateMove.ts';
import ptBR from './pt-BR/stateMove.ts';
import zhCN from './zh-CN/stateMove.ts';
import zhTW from './zh-TW/stateMove.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
