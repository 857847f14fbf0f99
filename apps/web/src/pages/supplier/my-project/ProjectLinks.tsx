import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { PROJECT_MODES } from '@bidhall/domain/project-modes';

const CLOSED = 7;

/**
 * Where a project of 我的项目 is followed: its hall (or survey), its bidding notice (on the
 * sign-up page), its published result, and the contract when the firm won it.
 */
export function ProjectLinks({ project: p, won }: { project: SprojectDto; won: boolean }) {
  const { t } = useTranslation();
  const query = `?id=${p.id}&projectName=${encodeURIComponent(p.projectName)}`;
  const research = p.mode === PROJECT_MODES.research;
  return (
    <Space size="small" wrap data-testid={`links-${p.id}`}>
      <Link to={`${research ? '/bid/research-sign' : '/bid/project-quote'}${query}`}>
        {t(research ? 'supplier.myProject.survey' : 'supplier.myProject.hall')}
      </Link>
      {!research && <Link to={`/bid/project-sign${query}`}>{t('supplier.myProject.notice')}</Link>}
      {p.state === CLOSED && !research && <Link to={`/result?project=${p.id}`}>{t('supplier.myProject.result')}</Link>}
      {won && p.state === CLOSED && <Link to="/myAgreement">{t('supplier.myProject.contract')}</Link>}
    </Space>
  );
}
