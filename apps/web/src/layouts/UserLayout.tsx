import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo';
import { LanguageSwitch } from './LanguageSwitch';

/** Login-type pages: logo, title and language choice above a centred card; `wide` for public reading pages. */
export function UserLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #e6f0ff 0%, #f5f7fa 60%)' }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <LanguageSwitch />
      </div>
      <div style={{ textAlign: 'center', marginTop: 24 }}>
        <Logo size={44} style={{ verticalAlign: 'middle', marginRight: 12 }} />
        <h1 style={{ display: 'inline-block', margin: 0, verticalAlign: 'middle', fontSize: 24, fontWeight: 600 }}>
          {t('common.title')}
        </h1>
      </div>
      <main style={{ display: 'flex', justifyContent: 'center', padding: '32px 16px' }}>
        <div style={{ width: '100%', maxWidth: wide ? 960 : 440 }}>{children}</div>
      </main>
    </div>
  );
}
