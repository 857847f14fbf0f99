import { useCallback } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ROLES } from '@bidhall/domain/roles';
import { Requirement } from '@bidhall/contracts/routes/requirement';
import { call } from '../../api/call';
import { formatTime } from '../../components/project/format-time';
import { useLoad } from '../../components/useLoad';
import { useCurrentRoute } from '../../permissions/route-context';
import { formatMoney } from '../workflow/format';
import { projectLink } from '../workflow/links';
import { RequirementStateTag } from '../workflow/StateTag';
import { TWO_PAIRS } from '../../components/description-columns';

const getRequirement = (id: number) => call(Requirement.Get, { id });

function Detail({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPurchaser = useCurrentRoute()?.role === ROLES.purchaser;
  const { data: r, loading } = useLoad(useCallback(() => getRequirement(id), [id]));
  if (loading) return <Spin data-testid="page-loading" />;
  if (!r) return <Empty description={t('reqInfo.notFound')} />;
  const openProject = () =>
    navigate(
      projectLink(isPurchaser ? '/ProjectInfoRead' : '/projectInfoRead', { id: r.projectId!, projectName: r.name }),
    );
  return (
    <Descriptions bordered column={TWO_PAIRS} data-testid="requirement-detail">
      <Descriptions.Item label={t('requirement.field.name')} span="filled">
        {r.name}
      </Descriptions.Item>
      <Descriptions.Item label={t('requirement.field.purchaser')}>{r.purchaserCompanyName ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={t('requirement.field.budget')}>{formatMoney(r.budget)}</Descriptions.Item>
      <Descriptions.Item label={t('listing.state')}>
        <RequirementStateTag state={r.state} />
      </Descriptions.Item>
      <Descriptions.Item label={t('workflow.creationTime')}>{formatTime(r.creationTime)}</Descriptions.Item>
      {r.returnReason && (
        <Descriptions.Item label={t('requirement.field.returnReason')} span="filled">
          {r.returnReason}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('requirement.field.content')} span="filled">
        <div style={{ whiteSpace: 'pre-wrap' }}>{r.content || '-'}</div>
      </Descriptions.Item>
      {r.projectId !== null && (
        <Descriptions.Item label={t('reqInfo.project')} span="filled">
          <Button type="link" onClick={openProject} data-testid="open-project">
            {t('reqInfo.openProject')}
          </Button>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** /ReqInfo?id=: one requirement with its state, return reason and, once drafted, its project. */
export default function ReqInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Card title={t('menu.ReqInfo')}>
      {valid ? <Detail id={id} /> : <Alert type="warning" showIcon title={t('reqInfo.missingId')} />}
    </Card>
  );
}
