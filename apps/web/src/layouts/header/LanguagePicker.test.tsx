import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n';
import { renderAt } from '../../../test/render';
import { LanguagePicker } from './LanguagePicker';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('common.title')}</h1>;
}

afterEach(() => changeLanguage('zh-CN'));

describe('language picker', () => {
  it('switches every text and remembers the choice', async () => {
    renderAt(
      <>
        <Title />
        <LanguagePicker />
      </>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('云采购一站式电子交易平台');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('English'));
    await waitFor(() =>
      expect(screen.getByRole('heading')).toHaveTextContent('Cloud Procurement One-Stop E-Trading Platform'),
    );
    expect(Cookies.get('LANG')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
