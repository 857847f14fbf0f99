import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** /404: where unknown paths, and pages not open to the user, end up. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('common.notFound.title')}
      subTitle={t('common.notFound.subTitle')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('common.notFound.home')}
        </Button>
      }
    />
  );
}
