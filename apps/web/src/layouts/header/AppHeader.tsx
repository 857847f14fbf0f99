import { Layout, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT_PX } from '@bidhall/domain/ui';
import { Logo } from '../../components/Logo';
import { LanguagePicker } from './LanguagePicker';
import { UserMenu } from './UserMenu';
import { ZoomSelect } from './ZoomSelect';
import { usePhone } from '../usePhone';

/** The 64 px header: logo, title, zoom, language, user menu (specification section 2). */
export function AppHeader() {
  const { t } = useTranslation();
  // A phone has room for the logo and the controls only; the title would show as a cut glyph.
  const phone = usePhone();
  return (
    <Layout.Header
      style={{
        height: HEADER_HEIGHT_PX,
        lineHeight: `${HEADER_HEIGHT_PX}px`,
        padding: '0 16px',
        background: '#fff',
        display: 'flex',
        alignItems: 'center',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
      }}
    >
      <Logo size={32} style={{ marginRight: 12 }} />
      <Typography.Text
        strong
        style={{ fontSize: 18, flex: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        data-testid="app-title"
      >
        {!phone && t('common.title')}
      </Typography.Text>
      <Space size={phone ? 'small' : 'middle'}>
        <ZoomSelect />
        <LanguagePicker narrow={phone} />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
