import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { isAgencyDrafting } from '@bidhall/domain/project-machine';
import { usePermission } from '../../permissions/usePermission';
import { ProjectSummary } from './ProjectSummary';
import { useDraftingMove } from './useDraftingMove';
import { PROJECT_STATE } from '@bidhall/domain/project-states';

/**
 * The agency's way into drafting a project: the summary alone when it may not draft, the
 * summary and "start drafting" before drafting (0, 3), and while drafting (1) what the page
 * drafts with, given the move that completes it.
 */
export function DraftingGate({
  project,
  reload,
  children,
}: {
  project: SprojectDto;
  reload: () => void;
  children: (move: (state: 1 | 2) => Promise<void>) => ReactNode;
}) {
  const { t } = useTranslation();
  const can = usePermission('project');
  const move = useDraftingMove(project, reload);
  if (!can('edit') || !isAgencyDrafting(project.state)) return <ProjectSummary project={project} />;
  if (project.state !== PROJECT_STATE.drafting) {
    return (
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <ProjectSummary project={project} />
        <Button type="primary" onClick={() => void move(1)} data-testid="drafting-start">
          {t('drafting.start')}
        </Button>
      </Space>
    );
  }
  return <>{children(move)}</>;
}
