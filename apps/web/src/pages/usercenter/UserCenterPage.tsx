import { Card, Descriptions, Empty, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, isRoleName } from '@bidhall/domain/roles';
import { REVIEW_STATES, isReviewState } from '@bidhall/domain/user-review';
import { useSession } from '../../auth/session-store';
import { useLang } from '../../i18n/useLang';
import { useCurrentRoute } from '../../permissions/route-context';
import { PasswordForm } from './PasswordForm';

/** /usercenter/index: the user's profile, company and password. */
export default function UserCenterPage() {
  const { t } = useTranslation();
  const { label } = useLang();
  const info = useSession((s) => s.info);
  const role = useCurrentRoute()?.role;
  const user = info?.user;
  const roleText = (r: string) => (isRoleName(r) ? label(ROLE_LABELS[r]) : r);
  const review = user && isReviewState(user.isReview) ? REVIEW_STATES[user.isReview] : undefined;

  const profile = user ? (
    <Descriptions column={1} bordered size="small" data-testid="profile">
      <Descriptions.Item label={t('account.usercenter.name')}>{user.name}</Descriptions.Item>
      <Descriptions.Item label={t('account.usercenter.userName')}>{user.userName}</Descriptions.Item>
      <Descriptions.Item label={t('account.usercenter.email')}>{user.emailAddress ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('account.usercenter.phone')}>{user.phoneNumber ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('account.usercenter.roles')}>
        {info.roleNames.map((r) => (
          <Tag key={r}>{roleText(r)}</Tag>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label={t('account.usercenter.selectedRole')}>{role ? roleText(role) : '—'}</Descriptions.Item>
      <Descriptions.Item label={t('account.usercenter.review')}>
        {review ? label(review.labels) : '—'}
      </Descriptions.Item>
      {info.tenant && <Descriptions.Item label={t('account.usercenter.tenant')}>{info.tenant.name}</Descriptions.Item>}
    </Descriptions>
  ) : (
    <Empty description={t('common.empty')} />
  );

  const company = info?.company ? (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={t('account.usercenter.companyName')}>{info.company.companyName}</Descriptions.Item>
    </Descriptions>
  ) : (
    <Empty description={t('account.usercenter.noCompany')} />
  );

  return (
    <Card>
      <Tabs
        items={[
          { key: 'profile', label: t('account.usercenter.profile'), children: profile },
          { key: 'company', label: t('account.usercenter.company'), children: company },
          { key: 'password', label: t('account.usercenter.password'), children: <PasswordForm /> },
        ]}
      />
    </Card>
  );
}
