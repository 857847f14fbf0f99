import { Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canResubmitRegistration, canUseBusinessRoutes } from '@bidhall/domain/user-review';
import { logout } from '../../../auth/logout-remote';
import { useSession } from '../../../auth/session-store';
import { WORKPLACE_PATH } from '../../../routes/common';
import { ResubmitForm } from './ResubmitForm';

/** /user/userAudit: where a user waits for the registration review, or corrects a rejected one. */
export default function UserAuditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { info, load, reset } = useSession();
  const refresh = () => {
    reset();
    void load();
  };
  const signOut = () => void logout().then(() => navigate('/user/login'));
  const review = info?.user?.isReview;
  const actions = (
    <Space>
      <Button onClick={refresh}>{t('user.audit.refresh')}</Button>
      <Button onClick={signOut}>{t('user.audit.logout')}</Button>
    </Space>
  );

  if (canUseBusinessRoutes(review)) {
    return (
      <Result
        status="success"
        title={t('user.audit.approved')}
        extra={
          <Button type="primary" onClick={() => navigate(WORKPLACE_PATH)}>
            {t('user.audit.enter')}
          </Button>
        }
      />
    );
  }
  if (info && canResubmitRegistration(review)) {
    const reason = info.user?.reviewComment?.trim() || t('user.audit.noReason');
    return (
      <Card title={t('user.audit.title')}>
        <Result
          status="error"
          title={t('user.audit.rejected')}
          subTitle={t('user.audit.reason', { reason })}
          extra={actions}
          data-testid="audit-rejected"
        />
        <ResubmitForm info={info} onDone={refresh} />
      </Card>
    );
  }
  return (
    <Result
      status="info"
      title={t('user.audit.pending')}
      subTitle={t('user.audit.pendingHint')}
      extra={actions}
      data-testid="audit-pending"
    />
  );
}
