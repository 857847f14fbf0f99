import { useCallback } from 'react';
import { Alert, Card, Descriptions, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REVIEW_STATES, isReviewState } from '@bidhall/domain/user-review';
import { formatTime } from '../../../components/project/format-time';
import { useLoad } from '../../../components/useLoad';
import { useLang } from '../../../i18n/useLang';
import { UserActions } from './UserActions';
import { UserRoles } from './UserRoles';
import { fetchUser } from './api';
import { TWO_PAIRS } from '../../../components/description-columns';

/** /PortalIndex/purchaserInfo, /PortalIndex/supplierInfo, /userIndex (?id=): one user and its company. */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const { label } = useLang();
  const id = Number(useSearchParams()[0].get('id'));
  const {
    data: user,
    loading,
    reload,
  } = useLoad(useCallback(() => (id ? fetchUser(id) : Promise.resolve(null)), [id]));

  if (!id) return <Alert type="error" title={t('admin.users.missingId')} />;
  if (loading) return <Spin />;
  if (!user) return <Empty />;
  const dash = (v: string | null | undefined) => v || '-';
  return (
    <Card title={user.name} extra={<UserActions user={user} onChanged={reload} />}>
      <Descriptions bordered column={TWO_PAIRS} data-testid="user-info">
        <Descriptions.Item label={t('admin.users.userName')}>{user.userName}</Descriptions.Item>
        <Descriptions.Item label={t('admin.users.roles')}>
          <UserRoles user={user} onChanged={reload} />
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.users.phone')}>{dash(user.phoneNumber)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.users.email')}>{dash(user.emailAddress)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.users.review')}>
          {isReviewState(user.isReview) ? label(REVIEW_STATES[user.isReview].labels) : user.isReview}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.users.active')}>
          {t(user.isActive ? 'admin.users.on' : 'admin.users.off')}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.users.company')}>{dash(user.company?.companyName)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.users.creditCode')}>{dash(user.company?.creditCode)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.users.contact')}>{dash(user.company?.contactName)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.users.address')}>{dash(user.company?.address)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.users.reviewComment')}>{dash(user.reviewComment)}</Descriptions.Item>
        <Descriptions.Item label={t('admin.users.created')}>{formatTime(user.creationTime)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
