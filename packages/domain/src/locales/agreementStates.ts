import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/agreementStates.ts';
import ptBR from './pt-BR/agreementStates.ts';
import zhCN from './zh-CN/agreementStates.ts';
import zhTW from './zh-TW/agreementStates.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
