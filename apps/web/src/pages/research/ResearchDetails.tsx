import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { DraftingGate } from '../workflow/DraftingGate';
import { ResearchProjectForm } from './ResearchProjectForm';

/**
 * The research project's details: read only, or, for the agency while drafting (docs/rules.md:
 * 0 and 3 -> 1 starts, 1 -> 2 completes), the form and the move that hands it to review.
 */
export function ResearchDetails({ project, reload }: { project: SprojectDto; reload: () => void }) {
  const { t } = useTranslation();
  return (
    <DraftingGate project={project} reload={reload}>
      {(move) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <ResearchProjectForm project={project} onSaved={reload} />
          <Button onClick={() => void move(2)} data-testid="drafting-complete">
            {t('drafting.complete')}
          </Button>
        </Space>
      )}
    </DraftingGate>
  );
}
