import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { isAgencyDrafting } from '@bidhall/domain/project-machine';
import { usePermission } from '../../permissions/usePermission';
import { ProjectSummary } from '../workflow/ProjectSummary';
import { useDraftingMove } from '../workflow/useDraftingMove';
import { ResearchProjectForm } from './ResearchProjectForm';

/**
 * The research project's details: read only, or, for the agency while drafting (RULES.md:
 * 0 and 3 -> 1 starts, 1 -> 2 completes), the form and the move that hands it to review.
 */
export function ResearchDetails({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { t } = useTranslation();
  const can = usePermission('project');

  const move = useDraftingMove(project, reload);

  if (!can('edit') || !isAgencyDrafting(project.state)) return <ProjectSummary project={project} />;
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
