import { z } from 'zod';
import type { Language } from '@bidhall/domain/lang';

/** zod's own messages in each interface language, under zod's names for them. */
export const ZOD_LOCALES = {
  'zh-CN': z.locales.zhCN,
  'zh-TW': z.locales.zhTW,
  'en-US': z.locales.en,
  'pt-BR': z.locales.pt,
} satisfies Record<Language, () => { localeError: z.core.$ZodErrorMap }>;
