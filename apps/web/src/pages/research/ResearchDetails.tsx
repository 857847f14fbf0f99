import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { confirmDialog } from '../../components/dialog';
import { usePermission } from '../../permissions/usePermission';
import { upStatus } from '../workflow/api';
import { ProjectSummary } from '../workflow/ProjectSummary';
import { ResearchProjectForm } from './ResearchProjectForm';

/**
 * The research project's details: read only, or, for the agency while drafting (RULES.md:
 * 0 and 3 -> 1 starts, 1 -> 2 completes), the form and the move that hands it to review.
 */
export function ResearchDetails({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission('project');

  const move = async (state: 1 | 2) => {
    const key = state === 1 ? 'start' : 'complete';
    if (!(await confirmDialog({ title: `drafting.confirm.${key}Title`, content: `drafting.confirm.${key}`, ok: 'common.ok', cancel: 'common.cancel' }))) return;
    await upStatus(project.id, state);
    void message.success(t(`drafting.done.${key}`));
    reload();
  };

  if (!can('edit') || ![0, 1, 3].includes(project.state)) return <ProjectSummary project={project} />;
  if (project.state !== 1) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <ProjectSummary project={project} />
        <Button type="primary" onClick={() => void move(1)} data-testid="drafting-start">
          {t('drafting.start')}
        </Button>
      </Space>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ResearchProjectForm project={project} onSaved={reload} />
      <Button onClick={() => void move(2)} data-testid="drafting-complete">
        {t('drafting.complete')}
      </Button>
    </Space>
  );
}
