import type { InEveryLanguage } from '../texts.ts';
import enUS from './en-US/announcementTypes.ts';
import ptBR from './pt-BR/announcementTypes.ts';
import zhCN from './zh-CN/announcementTypes.ts';
import zhTW from './zh-TW/announcementTypes.ts';

export default { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR } satisfies InEveryLanguage<typeof zhCN>;
