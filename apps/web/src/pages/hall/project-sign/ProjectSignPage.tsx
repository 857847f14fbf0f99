import { useEffect, useState } from 'react';
import { Alert, Card, Checkbox, Descriptions, Space, Spin, Tag } from 'antd';
import { TWO_PAIRS } from '../../../components/description-columns';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatTime } from '../../../components/hall/format';
import { serverNow } from '../../../realtime/clock-store';
import { useWorkChanged } from '../../../badges/useWorkChanged';
import { useHall } from '../../../realtime/useHall';
import { getMyQuotedProject, type MyQuotedProject } from '../project-quote/api';
import type { EApply } from './api';
import { BiddingRulesCard } from '../../../components/project/BiddingRulesCard';
import { BiddingNotice } from './BiddingNotice';
import { SignUpForm } from './SignUpForm';

const PUBLISHED = 5;
const STATUS_COLORS = ['processing', 'success', 'error'] as const;

/** The supplier's sign-up to one project (/bid/project-sign?id=): status, return reason, form. */
export default function ProjectSignPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const [mine, setMine] = useState<MyQuotedProject | null>(null);
  const [failed, setFailed] = useState(false);
  // The form opens once the supplier says it read the notice and the rules it signs up under.
  const [read, setRead] = useState(false);

  // The agency's audit reaches this supplier as a push to its users (it may not join the hall
  // before it passes), or in the hall once it may: the page reads the sign-up again then.
  const { state } = useHall(valid ? id : null);
  const audited = state?.signUpAuditSeq ?? 0;
  const pushed = useWorkChanged();

  useEffect(() => {
    if (!valid) return;
    setFailed(false);
    getMyQuotedProject(id).then(setMine, () => setFailed(true));
  }, [id, valid, audited, pushed]);

  if (!valid) return <Alert type="warning" showIcon title={t('hall.project.missingId')} />;
  if (failed) return <Alert type="error" showIcon title={t('hall.project.loadFailed')} />;
  if (!mine) return <Spin />;

  const { project, eApply } = mine;
  const applyTo = project.applyToTime ? Date.parse(project.applyToTime) : null;
  const open = project.state === PUBLISHED && applyTo !== null && serverNow() < applyTo;
  const canSubmit = open && (!eApply || eApply.status === 2);
  const done = (saved: EApply) => setMine({ ...mine, eApply: saved });

  return (
    <Card title={`${t('hall.sign.title')} · ${project.projectName}`} data-testid="sign-page">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Descriptions size="small" column={TWO_PAIRS}>
          <Descriptions.Item label={t('hall.sign.status')}>
            <Tag color={eApply ? STATUS_COLORS[eApply.status] : 'default'} data-testid="sign-status">
              {t(`hall.sign.statuses.${eApply ? String(eApply.status) : 'none'}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('hall.window.applyTo')}>{applyTo ? formatTime(applyTo) : '-'}</Descriptions.Item>
          {eApply && (
            <Descriptions.Item label={t('hall.sign.submitTime')}>
              {formatTime(Date.parse(eApply.submitTime))}
            </Descriptions.Item>
          )}
        </Descriptions>
        {eApply?.status === 2 && eApply.comment && (
          <Alert
            type="error"
            showIcon
            title={t('hall.sign.returnReason')}
            description={eApply.comment}
            data-testid="return-reason"
          />
        )}
        {eApply?.status === 1 && <Link to={`/bid/project-quote?id=${project.id}`}>{t('hall.sign.toHall')}</Link>}
        {canSubmit && (
          <>
            <BiddingNotice projectId={project.id} />
            <BiddingRulesCard project={project} />
            <Checkbox checked={read} onChange={(e) => setRead(e.target.checked)} data-testid="sign-read-terms">
              {t('hall.sign.readTerms')}
            </Checkbox>
            {read && <SignUpForm projectId={project.id} previous={eApply} onDone={done} />}
          </>
        )}
        {!open && !eApply && <Alert type="info" showIcon title={t('hall.sign.closedForSignUp')} />}
      </Space>
    </Card>
  );
}
