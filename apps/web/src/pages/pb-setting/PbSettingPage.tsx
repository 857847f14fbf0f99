import { useEffect, useState } from 'react';
import { Alert, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PbSettingDto } from '@bidhall/contracts/pb-setting';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { usePermission } from '../../permissions/usePermission';
import { ProjectPage } from '../workflow/ProjectPage';
import { getPbSetting } from './api';
import { PbSettingForm } from './PbSettingForm';

function Settings({ project }: { project: SprojectDto }) {
  const { t } = useTranslation();
  const can = usePermission('project');
  const [setting, setSetting] = useState<PbSettingDto | undefined>();
  useEffect(() => {
    getPbSetting(project.id).then(setSetting, () => undefined);
  }, [project.id]);
  if (!setting) return <Spin />;
  const editable = can('edit') && [0, 1, 3].includes(project.state);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {!setting.saved && <Alert type="info" showIcon title={t('pbSetting.defaults')} />}
      <PbSettingForm setting={setting} editable={editable} onSaved={setSetting} />
    </Space>
  );
}

/** /projectPbSetting: the agency sets the bidding rules while drafting; others read them. */
export default function PbSettingPage() {
  const { t } = useTranslation();
  return <ProjectPage title={t('menu.projectPbSetting')}>{(project) => <Settings project={project} />}</ProjectPage>;
}
