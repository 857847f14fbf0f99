import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Flex, Layout, Spin } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SIDE_MENU_HEIGHT_OFFSET_PX } from '@bidhall/domain/ui';
import { useCurrentRoute } from '../../permissions/route-context';
import { getProject } from './api';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { projectMenu } from './project-menus';
import { ProjectRecordDrawer } from './ProjectRecordDrawer';
import { ProjectSideMenu } from './ProjectSideMenu';
import { useElementHeight } from './useElementHeight';
import { PhoneMenu } from '../PhoneMenu';
import { usePhone } from '../usePhone';

/** The project menu's width beside the page, and in its drawer on a phone. */
const PROJECT_MENU_WIDTH_PX = 200;

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; project: SprojectDto };

/** A project's pages: its side menu (by winbidRule menu type), the content and the record drawer. */
export default function ProjectLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const role = useCurrentRoute()?.role;
  const id = Number(params.get('id'));
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [drawer, setDrawer] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const contentHeight = useElementHeight(content);
  const phone = usePhone();

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    let cancelled = false;
    setLoad({ kind: 'loading' });
    getProject(id)
      .then((project) => !cancelled && setLoad({ kind: 'ready', project }))
      .catch(() => !cancelled && setLoad({ kind: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [id]);

  if (!Number.isInteger(id) || id <= 0) return <Alert type="warning" title={t('project.missingId')} showIcon />;
  if (load.kind === 'failed') return <Alert type="error" title={t('project.loadFailed')} showIcon />;
  if (load.kind === 'loading') return <Spin />;

  const items = projectMenu(role, load.project, Date.now());
  const query = params.toString();
  const recordButton = (
    <Button icon={<HistoryOutlined />} block={!phone} onClick={() => setDrawer(true)} data-testid="open-record">
      {t('project.record')}
    </Button>
  );
  return (
    <Layout style={{ background: 'transparent' }}>
      {!phone && (
        <Layout.Sider width={PROJECT_MENU_WIDTH_PX} theme="light" style={{ marginRight: 16 }}>
          <ProjectSideMenu
            role={role}
            items={items}
            query={query}
            height={contentHeight - SIDE_MENU_HEIGHT_OFFSET_PX}
          />
          {recordButton}
        </Layout.Sider>
      )}
      <Layout.Content>
        {/* On a phone the project menu opens from a button above the page, nothing floats over it. */}
        {phone && (
          <Flex gap={8} wrap style={{ marginBottom: 12 }}>
            <PhoneMenu label={t('project.menu')} testId="phone-project-menu" width={PROJECT_MENU_WIDTH_PX}>
              <ProjectSideMenu role={role} items={items} query={query} height={0} />
            </PhoneMenu>
            {recordButton}
          </Flex>
        )}
        <div ref={content}>{children}</div>
      </Layout.Content>
      <ProjectRecordDrawer projectId={id} open={drawer} onClose={() => setDrawer(false)} />
    </Layout>
  );
}
