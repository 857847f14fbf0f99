import { useState } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { agencyMenuAccess } from '@bidhall/domain/menu-gating';
import { PROJECT_MODES } from '@bidhall/domain/project-modes';
import { Access } from '../../permissions/Access';
import { getProjects } from '../workflow/api';
import { projectLink } from '../workflow/links';
import { ProjectTable } from '../workflow/ProjectTable';
import { CreateResearchModal } from './CreateResearchModal';

/** /research/index: the agency's research projects, paged on the server, with a keyword and state filter. */
export default function ResearchIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // Remounting the table after a creation reloads it from the first page.
  const [version, setVersion] = useState(0);

  const actions = (p: SprojectDto) => (
    <>
      <Button
        size="small"
        type="primary"
        onClick={() => navigate(projectLink('/research/researchInfo', p))}
        data-testid={`open-${p.id}`}
      >
        {t('research.list.open')}
      </Button>
      {agencyMenuAccess(p, Date.now())['researchSign-read'] && (
        <Button
          size="small"
          onClick={() => navigate(projectLink('/research/researchRead', p))}
          data-testid={`read-${p.id}`}
        >
          {t('research.list.read')}
        </Button>
      )}
    </>
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Access action="add">
        <Button type="primary" onClick={() => setCreating(true)} data-testid="research-create">
          {t('research.create.title')}
        </Button>
      </Access>
      <ProjectTable
        key={version}
        testId="research-table"
        fetch={getProjects}
        mode={PROJECT_MODES.research}
        actions={actions}
      />
      <CreateResearchModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(r) => {
          setCreating(false);
          setVersion((v) => v + 1);
          if (r.projectId !== null)
            navigate(projectLink('/research/researchInfo', { id: r.projectId, projectName: r.name }));
        }}
      />
    </Space>
  );
}
