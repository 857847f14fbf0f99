import { useCallback } from 'react';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUSHED_BADGE_ROLES, showBadgeFor } from '@bidhall/domain/badges';
import { ROLE_LABELS, isRoleName } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { useBadges, useRoleBadgeCounts } from '../../../badges/badge-store';
import { fetchBadgeCounts } from '../../../badges/fetch-counts';
import { useReadAgainOnPush } from '../../../badges/useWorkChanged';
import { useLang } from '../../../i18n/useLang';
import { useCurrentRoute } from '../../../permissions/route-context';
import { WORKPLACE_PATH } from '../../../routes/common';
import { menuFor, menuPaths } from '../../../routes/menu';
import { mapFor, reachableRoutes } from '../../../routes/table';
import { WORK_LISTS } from './work-lists';
import { WorkWaiting } from './WorkWaiting';

/** /dashboard/workplace: the landing page after sign-in, with the role's entries and counts. */
export default function WorkplacePage() {
  const { t } = useTranslation();
  const { label } = useLang();
  const info = useSession((s) => s.info);
  const role = useCurrentRoute()?.role;
  const counts = useRoleBadgeCounts(role) ?? {};
  // A role whose push carries no counts (the layout takes in those that do) reads them again on it.
  const readCountsAgain = useCallback(() => {
    if (!isRoleName(role) || PUSHED_BADGE_ROLES.includes(role)) return;
    void fetchBadgeCounts(role).then((fresh) => fresh && useBadges.getState().set(role, fresh));
  }, [role]);
  useReadAgainOnPush(readCountsAgain);
  const map = mapFor(role);
  const roleNames = info?.roleNames ?? [];
  const paths = menuPaths(menuFor(map, roleNames)).filter((p) => p !== WORKPLACE_PATH);
  const routes = reachableRoutes(map, roleNames);
  const titleOf = (path: string) => t(`menu.${routes.find((r) => r.path === path)?.name ?? 'notFound'}`);
  const badged = routes.filter((r) => r.badge && isRoleName(role) && showBadgeFor(role, r.badge, counts));
  const work = isRoleName(role) ? WORK_LISTS[role] : undefined;

  return (
    <div data-testid="workplace">
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('account.workplace.greeting', { name: info?.name ?? info?.user?.name ?? '' })}
        </Typography.Title>
        <Typography.Paragraph data-testid="workplace-role">
          {t('account.workplace.role', { role: isRoleName(role) ? label(ROLE_LABELS[role]) : (role ?? '') })}
        </Typography.Paragraph>
        {info?.company && (
          <Typography.Paragraph>
            {t('account.workplace.company', { company: info.company.companyName })}
          </Typography.Paragraph>
        )}
      </Card>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <Card title={t('account.workplace.shortcuts')}>
            {paths.length === 0 ? (
              <Empty description={t('account.workplace.noShortcuts')} />
            ) : (
              paths.map((path) => (
                <Link key={path} to={path} style={{ display: 'inline-block', marginRight: 16 }}>
                  {titleOf(path)}
                </Link>
              ))
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('account.workplace.counts')}>
            {badged.length === 0 ? (
              <Empty description={t('account.workplace.noCounts')} />
            ) : (
              badged.map((r) => (
                <Statistic
                  key={r.path}
                  title={t(`menu.${r.name}`)}
                  value={counts[r.badge!]}
                  style={{ display: 'inline-block', marginRight: 32 }}
                />
              ))
            )}
          </Card>
        </Col>
      </Row>
      {work && <WorkWaiting lists={work} companyId={info?.company?.id} />}
    </div>
  );
}
