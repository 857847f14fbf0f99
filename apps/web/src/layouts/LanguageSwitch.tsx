import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_LABELS } from '@bidhall/domain/lang';
import { changeLanguage } from '../i18n';
import { useLang } from '../i18n/useLang';

const OPTIONS = LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_LABELS[lang] }));

/**
 * The language choice of the login-type pages: four buttons, lighter than the header's
 * select, since these pages are the first download of every visitor.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <Radio.Group
      aria-label={t('common.language')}
      data-testid="language-switch"
      size="small"
      optionType="button"
      options={OPTIONS}
      value={useLang().lang}
      onChange={(e) => void changeLanguage(e.target.value)}
    />
  );
}
