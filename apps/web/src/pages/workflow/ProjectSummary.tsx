import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { PROJECT_KINDS, isProjectKind } from '@bidhall/domain/project-kinds';
import { WINBID_RULES, isWinbidRule } from '@bidhall/domain/winbid-rules';
import { formatsFor } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { formatTime } from '../../components/project/format-time';
import { formatMoney } from './format';
import { ProjectStateTag } from './StateTag';
import { windowOfProject } from '../hall/project-times';
import { TWO_PAIRS } from '../../components/description-columns';

/** A project's information, read only: what a reviewer checks before passing it. */
export function ProjectSummary({ project: p }: { project: SprojectDto }) {
  const { t } = useTranslation();
  const { lang, label } = useLang();
  // The budget in words where the language writes amounts so (Chinese 大写).
  const words = p.budget ? formatsFor(lang).uppercase(p.budget) : null;
  const kind = isProjectKind(p.projectType) ? label(PROJECT_KINDS[p.projectType].labels) : String(p.projectType);
  return (
    <Descriptions bordered size="small" column={TWO_PAIRS} data-testid="project-summary">
      <Descriptions.Item label={t('projectInfo.field.projectName')}>{p.projectName}</Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.projectNum')}>{p.projectNum}</Descriptions.Item>
      <Descriptions.Item label={t('listing.state')}>
        <ProjectStateTag state={p.state} window={windowOfProject(p)} />
      </Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.winbidRule')}>
        {isWinbidRule(p.winbidRule) ? label(WINBID_RULES[p.winbidRule].labels) : p.winbidRule}
      </Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.projectType')}>{kind}</Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.budget')}>
        {formatMoney(p.budget)}
        {words ? ` (${words})` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.purchaser')}>{p.purchaserCompanyName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.agency')}>{p.agencyCompanyName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.linkman')}>{p.linkman ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.linkPhone')}>{p.linkPhone ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.applyToTime')}>{formatTime(p.applyToTime)}</Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.uppriceWindow')}>
        {formatTime(p.uppriceFromTime)} ~ {formatTime(p.uppriceToTime)}
      </Descriptions.Item>
      <Descriptions.Item label={t('projectInfo.field.content')} span="filled">
        <div style={{ whiteSpace: 'pre-wrap' }}>{p.content || '—'}</div>
      </Descriptions.Item>
    </Descriptions>
  );
}
