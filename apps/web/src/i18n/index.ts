import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import { DEFAULT_LANGUAGE, isLanguage } from '@bidhall/domain/lang';
import type { Language } from '@bidhall/domain/lang';
import { COOKIE, readCookie, writeCookie } from '../auth/cookies';
import type { Translation } from '../locales';

type ShellTexts = Pick<Translation, 'account' | 'common' | 'errors' | 'menu' | 'project' | 'user' | 'validation'>;

export interface ShellBundle {
  translation: ShellTexts;
  antd: Locale;
  dayjs: string;
}

/**
 * Two chunks per language: the shell's texts (with antd and dayjs locales), enough for the
 * login-type pages (`bundles/<lang>.ts`), and every text, fetched with the signed-in layouts
 * (`bundles/<lang>-all.ts`). A visitor on the login page thus downloads neither other
 * languages nor the business pages' texts.
 */
const SHELL = import.meta.glob<ShellBundle>(['./bundles/*.ts', '!./bundles/*-all.ts'], { import: 'default' });
const ALL = import.meta.glob<Translation>('./bundles/*-all.ts', { import: 'default' });
const shells = new Map<Language, ShellBundle>();
const complete = new Set<Language>();

function storedLanguage(): Language {
  const saved = readCookie(COOKIE.lang);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

void i18next.use(initReactI18next).init({
  resources: {},
  lng: storedLanguage(),
  fallbackLng: false,
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Fetches a language's shell texts once; awaited before the first render. */
export async function ensureLanguage(lang: Language): Promise<void> {
  if (shells.has(lang)) return;
  const bundle = await SHELL[`./bundles/${lang}.ts`]!();
  i18next.addResourceBundle(lang, 'translation', bundle.translation, true, true);
  shells.set(lang, bundle);
}

/** Fetches every text of a language once; the signed-in layouts wait for it. */
export async function ensureAllTexts(lang: Language): Promise<void> {
  if (complete.has(lang)) return;
  const translation = await ALL[`./bundles/${lang}-all.ts`]!();
  i18next.addResourceBundle(lang, 'translation', translation, true, true);
  complete.add(lang);
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** antd's locale for a loaded language; dayjs follows along (specification: switched together). */
export function antdLocale(lang: Language): Locale | undefined {
  const bundle = shells.get(lang);
  if (bundle) dayjs.locale(bundle.dayjs);
  return bundle?.antd;
}

export async function changeLanguage(lang: Language) {
  // A language switch may happen on any page: fetch both parts before switching.
  await Promise.all([ensureLanguage(lang), ensureAllTexts(lang)]);
  writeCookie(COOKIE.lang, lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

export { i18next };
