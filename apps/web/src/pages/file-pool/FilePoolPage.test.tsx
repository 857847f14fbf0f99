import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FilePoolDto } from '@bidhall/contracts/file';
import { ROLES } from '@bidhall/domain/roles';
import type { RoleName } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { fakeApi } from '../../../test/fake-api';
import { projectFixture } from '../../../test/project-fixture';
import { renderAt } from '../../../test/render';
import { sessionAs } from '../../../test/session-as';
import { routeAt } from '../../../test/workflow';
import FilePoolPage from './FilePoolPage';
import { FILE_TRANSFER_PATHS, File as Files } from '@bidhall/contracts/routes/file';
import { Sproject } from '@bidhall/contracts/routes/sproject';
import { routeKey } from '../../api/call';

const file = {
  id: 11,
  projectId: 7,
  fileName: '招标文件.pdf',
  size: 2048,
  mimeType: 'application/pdf',
  stage: 'project',
  area: 'private',
  uploaderUserId: 9,
  uploaderName: '张三',
  companyName: '某代理公司',
  creationTime: '2030-01-01T02:00:00.000Z',
  downloadUrl: `${FILE_TRANSFER_PATHS.download}?id=11`,
} as const;
const pool = (withFiles: boolean): FilePoolDto => ({
  projectId: 7,
  stages: [
    { stage: 'project', stageName: '项目文件', files: withFiles ? [file] : [] },
    { stage: 'quote', stageName: '报价文件', files: [] },
  ],
});

function show(role: RoleName, withFiles = true) {
  const calls = fakeApi({
    [routeKey(Sproject.GetSprojectDetail)]: () => ({ status: 200, result: projectFixture({ id: 7 }) }),
    [routeKey(Files.GetProjectFilePool)]: () => ({ status: 200, result: pool(withFiles) }),
  });
  renderAt(<FilePoolPage />, { path: '/projectFilePool?id=7', route: routeAt(role, '/projectFilePool'), role });
  return calls;
}

beforeEach(() => useSession.getState().reset());

describe('file pool (/projectFilePool)', () => {
  it('groups the files by stage with a download each, and lets the agency upload', async () => {
    sessionAs(ROLES.agency);
    const calls = show(ROLES.agency);
    const stage = await screen.findByTestId('stage-project');
    expect(within(stage).getByText('招标文件.pdf')).toBeInTheDocument();
    expect(within(stage).getByTestId('download-11')).toBeInTheDocument();
    expect(screen.queryByTestId('stage-quote')).toBeNull();
    expect(screen.getByTestId('file-upload')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('GetProjectFilePool'))?.params).toEqual({ projectId: 7 });
  });

  it('hides the upload from the purchaser', async () => {
    sessionAs(ROLES.purchaser);
    show(ROLES.purchaser);
    expect(await screen.findByText('招标文件.pdf')).toBeInTheDocument();
    expect(screen.queryByTestId('file-upload')).toBeNull();
  });

  it('hides the upload from an agency without the add right, and shows the empty state', async () => {
    sessionAs(ROLES.agency, [{ permissionId: 'project', actionList: ['query', 'get'] }]);
    show(ROLES.agency, false);
    expect(await screen.findByText('暂无文件')).toBeInTheDocument();
    expect(screen.queryByTestId('file-upload')).toBeNull();
  });
});
