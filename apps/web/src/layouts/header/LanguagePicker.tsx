import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_LABELS } from '@bidhall/domain/lang';
import type { Language } from '@bidhall/domain/lang';
import { changeLanguage } from '../../i18n';
import { useLang } from '../../i18n/useLang';

const OPTIONS = LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_LABELS[lang] }));

/**
 * Interface language; antd and dayjs follow through the app's ConfigProvider. `narrow` (a
 * phone's header) leaves the user's name room; the list still opens at its full width.
 */
export function LanguagePicker({ size = 'small', narrow = false }: { size?: 'small' | 'middle'; narrow?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Select<Language>
      aria-label={t('common.language')}
      data-testid="language-picker"
      size={size}
      style={{ width: narrow ? 112 : 150 }}
      popupMatchSelectWidth={false}
      value={lang}
      options={OPTIONS}
      onChange={(value) => void changeLanguage(value)}
    />
  );
}
