import type { Language } from '@bidhall/domain/lang';
import enUS from './en-US/index.ts';
import ptBR from './pt-BR/index.ts';
import zhCN from './zh-CN/index.ts';
import zhTW from './zh-TW/index.ts';

/** The shape every language's texts share (zh-CN is the reference). */
export type Translation = typeof zhCN;

/** The gateway's user-facing texts, per language and area (`<lang>/<area>.ts`), as i18next resources. */
export const RESOURCES: Record<Language, Translation> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'pt-BR': ptBR,
};
