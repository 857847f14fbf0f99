import { useCallback } from 'react';
import { Button, Card, Empty, Space, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileDto } from '@bidhall/contracts/file';
import { ROLES } from '@bidhall/domain/roles';
import { formatTime } from '../../components/project/format-time';
import { useLoad } from '../../components/useLoad';
import { Access } from '../../permissions/Access';
import { useCurrentRoute } from '../../permissions/route-context';
import { ProjectPage } from '../workflow/ProjectPage';
import { downloadFile, getFilePool } from './api';
import { UploadBar } from './UploadBar';

const kb = (size: number) => `${(size / 1024).toFixed(1)} KB`;

function Pool({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const isAgency = useCurrentRoute()?.role === ROLES.agency;
  const { data, loading, reload } = useLoad(useCallback(() => getFilePool(projectId), [projectId]));
  const columns = [
    { title: t('filePool.fileName'), dataIndex: 'fileName', key: 'fileName' },
    { title: t('filePool.size'), key: 'size', width: 110, render: (_: unknown, f: FileDto) => kb(f.size) },
    {
      title: t('filePool.uploader'),
      key: 'uploader',
      render: (_: unknown, f: FileDto) => [f.companyName, f.uploaderName].filter(Boolean).join(' / '),
    },
    {
      title: t('filePool.time'),
      key: 'time',
      width: 170,
      render: (_: unknown, f: FileDto) => formatTime(f.creationTime),
    },
    {
      title: t('listing.actions'),
      key: 'actions',
      width: 100,
      render: (_: unknown, f: FileDto) => (
        <Button
          type="link"
          size="small"
          data-testid={`download-${f.id}`}
          onClick={() => void downloadFile(f).catch(() => undefined)}
        >
          {t('filePool.download')}
        </Button>
      ),
    },
  ];
  const stages = (data?.stages ?? []).filter((s) => s.files.length > 0);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {isAgency && (
        <Access action="add" permission="project">
          <UploadBar projectId={projectId} onUploaded={reload} />
        </Access>
      )}
      {loading && <Spin data-testid="pool-loading" />}
      {!loading && stages.length === 0 && <Empty description={t('filePool.empty')} />}
      {stages.map((s) => (
        <Card key={s.stage} size="small" title={s.stageName} data-testid={`stage-${s.stage}`}>
          <Table<FileDto> rowKey="id" size="small" pagination={false} columns={columns} dataSource={s.files} />
        </Card>
      ))}
    </Space>
  );
}

/** /projectFilePool: the project's files by stage, each downloadable; the agency uploads. */
export default function FilePoolPage() {
  const { t } = useTranslation();
  return <ProjectPage title={t('menu.projectFilePool')}>{(project) => <Pool projectId={project.id} />}</ProjectPage>;
}
