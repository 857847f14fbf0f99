import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/auditTemplates.ts';
import ptBR from './pt-BR/auditTemplates.ts';
import zhCN from './zh-CN/auditTemplates.ts';
import zhTW from './zh-TW/auditTemplates.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
