import type { Language } from './lang.ts';
import SEPARATORS from './locales/amountFormat.ts';

const escape = (c: string) => `\\${c}`;

/** Full-width digits and marks, as a Chinese input method types them, to their ASCII forms. */
const asciiOf = (text: string) =>
  text.replace(/[\uFF10-\uFF19\uFF0C\uFF0E\uFF0D]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/**
 * An amount as a user of `lang` types it (pt-BR `98.800,00`, en-US `98,800.00`, zh `98800.00`)
 * in the canonical form the api and the money rules take (`98800.00`, digits kept as typed).
 * Groups count only when every one has three digits; the canonical form itself is taken in
 * every language (a pasted `98800.00`). Text that is none of these comes back trimmed and
 * unchanged, for the money rules to name what is wrong with it.
 */
export function canonicalAmount(text: string, lang: Language): string {
  const typed = asciiOf(text).replace(/[\s\u00a0\u202f]/g, '');
  const { decimal, group } = SEPARATORS[lang];
  const d = escape(decimal);
  const g = escape(group);
  const grouped = new RegExp(`^(-?)(\\d{1,3}(?:${g}\\d{3})+)(?:${d}(\\d+))?$`).exec(typed);
  const plain = new RegExp(`^(-?)(\\d+)(?:${d}(\\d+))?$`).exec(typed);
  const found = grouped ?? plain;
  if (found) {
    const [, sign, whole, cents] = found;
    return `${sign}${whole!.split(group).join('')}${cents === undefined ? '' : `.${cents}`}`;
  }
  return /^-?\d+\.\d+$/.test(typed) ? typed : text.trim();
}
