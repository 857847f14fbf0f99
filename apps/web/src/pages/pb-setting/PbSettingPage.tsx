import { useCallback } from 'react';
import { Alert, Divider, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ROLES } from '@bidhall/domain/roles';
import { isScoring, isWinbidRule } from '@bidhall/domain/winbid-rules';
import { useLoad } from '../../components/useLoad';
import { useCurrentRoute } from '../../permissions/route-context';
import { usePermission } from '../../permissions/usePermission';
import { ProjectPage } from '../workflow/ProjectPage';
import { getEvaluationSetup } from './api';
import { EvaluationPlanView } from './EvaluationPlanView';
import { ExpertPanel } from './ExpertPanel';
import { PbSettingForm } from './PbSettingForm';

function Settings({ project }: { project: SprojectDto }) {
  const { t } = useTranslation();
  const can = usePermission('project');
  const role = useCurrentRoute()?.role;
  const scoring = isWinbidRule(project.winbidRule) && isScoring(project.winbidRule);
  const { data, loading, reload } = useLoad(useCallback(() => getEvaluationSetup(project.id, scoring), [project.id, scoring]));
  if (loading && !data) return <Spin data-testid="pb-setting-loading" />;
  if (!data) return <Alert type="error" showIcon title={t('project.loadFailed')} />;
  // Only the handling agency writes the settings, and only while drafting; everyone else reads them.
  const mode = role === ROLES.agency && can('edit') && [0, 1, 3].includes(project.state) ? 'edit' : 'read';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {!data.setting.saved && <Alert type="info" showIcon title={t('pbSetting.defaults')} />}
      <PbSettingForm setting={data.setting} mode={mode} onSaved={reload} />
      {scoring && (
        <>
          <Divider>{t('pbSetting.plan.title')}</Divider>
          {data.plan ? <EvaluationPlanView plan={data.plan} /> : <Alert type="info" showIcon title={t('pbSetting.plan.notSet')} />}
          <Divider>{t('pbSetting.experts.title')}</Divider>
          <ExpertPanel experts={data.experts} />
        </>
      )}
    </Space>
  );
}

/**
 * /projectPbSetting: the agency sets the bidding rules while drafting; the purchaser and the
 * agency afterwards read them, with the scoring plan and the expert panel of a scoring project.
 */
export default function PbSettingPage() {
  const { t } = useTranslation();
  return <ProjectPage title={t('menu.projectPbSetting')}>{(project) => <Settings project={project} />}</ProjectPage>;
}
