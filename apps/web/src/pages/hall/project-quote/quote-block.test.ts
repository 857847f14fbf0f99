import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@bidhall/domain/lang';
import { ensureAllTexts } from '../../../i18n';
import { quoteBlockKey } from './quote-block';

describe('why a supplier cannot quote now', () => {
  it('names the reason: not signed up, not started, paused, ended, no quotes left', () => {
    expect(quoteBlockKey(false, 'open', null)).toBe('hall.form.notSignedUp');
    expect(quoteBlockKey(true, 'not-started', null)).toBe('hall.form.notStarted');
    expect(quoteBlockKey(true, 'paused', null)).toBe('hall.form.paused');
    expect(quoteBlockKey(true, 'ended', 3)).toBe('hall.form.closed');
    expect(quoteBlockKey(true, 'open', 0)).toBe('hall.form.noneLeft');
    expect(quoteBlockKey(true, 'open', null)).toBeNull();
    expect(quoteBlockKey(true, 'open', 2)).toBeNull();
  });

  it('says a pause is a pause, in every language', async () => {
    for (const lng of LANGUAGES) {
      await ensureAllTexts(lng);
      for (const phase of ['not-started', 'paused', 'ended'] as const) {
        const key = quoteBlockKey(true, phase, null)!;
        expect(i18next.t(key, { lng }), `${lng} ${phase}`).not.toBe(key);
      }
    }
    expect(i18next.t(quoteBlockKey(true, 'paused', null)!, { lng: 'zh-CN' })).toBe(
      '代理机构已暂停报价，恢复后可继续报价',
    );
  });
});
