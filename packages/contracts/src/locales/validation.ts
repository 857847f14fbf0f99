import type { InEveryLanguage } from '@bidhall/domain/texts';
import enUS from './en-US/validation.ts';
import ptBR from './pt-BR/validation.ts';
import zhCN from './zh-CN/validation.ts';
import zhTW from './zh-TW/validation.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
