import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { useWorkChanged } from '../../../badges/useWorkChanged';
import { ProjectStateTag } from '../../workflow/StateTag';
import { windowOfProject } from '../project-times';
import { getMyExpertProjects } from '../bid-open/api';

const LIST_SIZE = 200;

/** Which project this hall is (name, number, phase, agency) and the way back to the expert's list. */
export function ExpertHallHeader({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [project, setProject] = useState<SprojectDto | null>(null);
  // A window paused or moved by its operator reaches the assigned experts as a push: read again.
  const pushed = useWorkChanged();
  useEffect(() => {
    // The expert's own list is what it may read of its projects.
    void getMyExpertProjects(0, LIST_SIZE).then(
      (page) => setProject(page.items.find((p) => p.id === projectId) ?? null),
      () => setProject(null),
    );
  }, [projectId, pushed]);
  return (
    <Card size="small" data-testid="expert-hall-header">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Link to="/BidOpen">
          <Button icon={<ArrowLeftOutlined />} data-testid="expert-back">
            {t('hall.expertHeader.back')}
          </Button>
        </Link>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="expert-project-name">
          {project?.projectName ?? ''}
        </Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'num', label: t('hall.expertHeader.projectNum'), children: project?.projectNum ?? '-' },
            {
              key: 'phase',
              label: t('hall.expertHeader.phase'),
              children: project ? <ProjectStateTag state={project.state} window={windowOfProject(project)} /> : '-',
            },
            { key: 'agency', label: t('hall.expertHeader.agency'), children: project?.agencyCompanyName ?? '-' },
          ]}
        />
      </Space>
    </Card>
  );
}
