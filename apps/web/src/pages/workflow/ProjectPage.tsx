import type { ReactNode } from 'react';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { useProject } from './useProject';

interface Props {
  title: string;
  children: (project: SprojectDto, reload: () => void) => ReactNode;
}

/** A project-layout page's frame: loads the project, shows loading or failure, then the page. */
export function ProjectPage({ title, children }: Props) {
  const { t } = useTranslation();
  const { project, failed, reload } = useProject();
  if (failed) return <Alert type="error" title={t('project.loadFailed')} showIcon />;
  return <Card title={title}>{project ? children(project, reload) : <Spin data-testid="page-loading" />}</Card>;
}
