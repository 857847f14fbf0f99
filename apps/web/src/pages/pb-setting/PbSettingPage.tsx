import { useCallback } from 'react';
import { Alert, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ROLES } from '@bidhall/domain/roles';
import { isAgencyDrafting } from '@bidhall/domain/project-machine';
import { isScoring, isWinbidRule } from '@bidhall/domain/winbid-rules';
import { useLoad } from '../../components/useLoad';
import { useCurrentRoute } from '../../permissions/route-context';
import { usePermission } from '../../permissions/usePermission';
import { ProjectPage } from '../workflow/ProjectPage';
import { getEvaluationSetup } from './api';
import { EvaluationSection } from './EvaluationSection';
import { PbSettingForm } from './PbSettingForm';

function Settings({ project }: { project: SprojectDto }) {
  const { t } = useTranslation();
  const can = usePermission('project');
  const role = useCurrentRoute()?.role;
  // The method when it is a scoring one (5, 7, 9): only these have a plan and a panel.
  const rule = isWinbidRule(project.winbidRule) && isScoring(project.winbidRule) ? project.winbidRule : null;
  const scoring = rule !== null;
  const { data, loading, reload } = useLoad(
    useCallback(() => getEvaluationSetup(project.id, scoring), [project.id, scoring]),
  );
  if (loading && !data) return <Spin data-testid="pb-setting-loading" />;
  if (!data) return <Alert type="error" showIcon title={t('project.loadFailed')} />;
  // Only the handling agency writes the settings, and only while drafting; everyone else reads them.
  const agencyEdits = role === ROLES.agency && can('edit');
  const mode = agencyEdits && isAgencyDrafting(project.state) ? 'edit' : 'read';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {!data.setting.saved && <Alert type="info" showIcon title={t('pbSetting.defaults')} />}
      <PbSettingForm setting={data.setting} mode={mode} onSaved={reload} />
      {rule !== null && (
        <EvaluationSection
          project={project}
          rule={rule}
          plan={data.plan}
          experts={data.experts}
          agencyEdits={agencyEdits}
        />
      )}
    </Space>
  );
}

/**
 * /projectPbSetting: the agency sets the bidding rules while drafting, and for a scoring
 * project the scoring plan (until the quotes are opened) and the expert panel (until the
 * result); the purchaser, and the agency afterwards, read them.
 */
export default function PbSettingPage() {
  const { t } = useTranslation();
  return <ProjectPage title={t('menu.projectPbSetting')}>{(project) => <Settings project={project} />}</ProjectPage>;
}
