import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Flex, Layout, Spin } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SIDE_MENU_HEIGHT_OFFSET_PX } from '@bidhall/domain/ui';
import { useCurrentRoute } from '../../permissions/route-context';
import { toEpochMs } from '@bidhall/domain/project-times';
import { useEdgeNow } from '../../realtime/useEdgeNow';
import { useEdgesPassed } from '../../realtime/useEdgesPassed';
import { reloadProject, useProject } from './project-store';
import { projectMenu } from './project-menus';
import { ProjectRecordDrawer } from './ProjectRecordDrawer';
import { ProjectSideMenu } from './ProjectSideMenu';
import { useElementHeight } from './useElementHeight';
import { PhoneMenu } from '../PhoneMenu';
import { usePhone } from '../usePhone';

/** The project menu's width beside the page, and in its drawer on a phone. */
const PROJECT_MENU_WIDTH_PX = 200;

/** A project's pages: its side menu (by winbidRule menu type), the content and the record drawer. */
export default function ProjectLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const role = useCurrentRoute()?.role;
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  // Read again after every action, so the menu opens the stage an action reached.
  const load = useProject(valid ? id : null);
  const project = load.kind === 'ready' ? load.project : null;
  // The quote window's stages open as its times pass on the server's clock.
  const now = useEdgeNow([toEpochMs(project?.uppriceFromTime), toEpochMs(project?.uppriceToTime)]);
  // At its end the project is read again: a soft close may have moved the end meanwhile.
  const ended = useEdgesPassed([toEpochMs(project?.uppriceToTime)]);
  useEffect(() => {
    if (ended > 0) void reloadProject(id);
  }, [ended, id]);
  const [drawer, setDrawer] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const contentHeight = useElementHeight(content);
  const phone = usePhone();

  if (!valid) return <Alert type="warning" title={t('project.missingId')} showIcon />;
  if (load.kind === 'failed') return <Alert type="error" title={t('project.loadFailed')} showIcon />;
  if (!project) return <Spin />;

  const items = projectMenu(role, project, now);
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
