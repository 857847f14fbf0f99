import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The full-screen loading overlay (specification section 2). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(255,255,255,0.6)',
        zIndex: 2000,
      }}
    >
      <Spin size="large" description={t('common.loading')} />
    </div>
  );
}
