import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProjectInfoForm } from '../project-info/ProjectInfoForm';
import { projectLink } from '../workflow/links';

/** /bid/new-bid: the purchaser sets up a project (state 0) for the agency to draft. */
export default function NewProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('projectInfo.newTitle')}>
      <Typography.Paragraph type="secondary">{t('projectInfo.newHint')}</Typography.Paragraph>
      <ProjectInfoForm project={null} onSaved={(p) => navigate(projectLink('/ProjectInfo', p))} />
    </Card>
  );
}
