import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** /user/register-result: what happens next after registering. */
export default function RegisterResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const account = params.get('account') ?? '';
  const canLogin = params.get('canLogin') === 'true';
  return (
    <Result
      status="success"
      title={t('user.registerResult.title', { account })}
      subTitle={canLogin ? t('user.registerResult.canLogin') : t('user.registerResult.pending')}
      extra={
        <Link to="/user/login">
          <Button type="primary">{t('user.registerResult.login')}</Button>
        </Link>
      }
    />
  );
}
