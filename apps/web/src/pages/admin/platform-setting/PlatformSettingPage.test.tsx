import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PLATFORM_SETTINGS } from '@bidhall/domain/platform-settings';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../../auth/session-store';
import { ADMIN_MAP } from '../../../routes/admin';
import { fakeApi } from '../../../../test/fake-api';
import { renderAt } from '../../../../test/render';
import { sessionAs } from '../../../../test/session-as';
import { typeInto } from '../../../../test/type-into';
import PlatformSettingPage from './PlatformSettingPage';
import { PlatformSetting } from '@bidhall/contracts/routes/platform-setting';
import { routeKey } from '../../../api/call';

const route = ADMIN_MAP.routes.find((r) => r.path === '/PortalIndex/platformSetting')!;
const dto = {
  ...DEFAULT_PLATFORM_SETTINGS,
  biddingDefaults: { ...DEFAULT_PLATFORM_SETTINGS.biddingDefaults },
  saved: false,
  updatedAt: null,
};
const GET = routeKey(PlatformSetting.Get);

beforeEach(() => useSession.getState().reset());

describe('platform settings (/PortalIndex/platformSetting)', () => {
  it('refuses a start price above the cap beside the field, then saves with PUT', async () => {
    sessionAs(ROLES.admin);
    const calls = fakeApi({
      [GET]: () => ({ status: 200, result: dto }),
      [routeKey(PlatformSetting.Update)]: () => ({
        status: 200,
        result: { ...dto, saved: true, updatedAt: '2029-12-01T02:00:00.000Z' },
      }),
    });
    renderAt(<PlatformSettingPage />, { path: '/PortalIndex/platformSetting', route });
    expect(await screen.findByText('尚未保存过，显示的是默认值')).toBeInTheDocument();
    typeInto('最高限价（元）', '1000');
    typeInto('起价（元）', '2000');
    fireEvent.click(screen.getByTestId('save-settings'));
    expect(await screen.findByText('起价不能高于最高限价')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    typeInto('起价（元）', '');
    fireEvent.click(screen.getByTestId('save-settings'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        biddingDefaults: { priceCap: '1000', startPrice: null },
      }),
    );
    expect(await screen.findByText(/最后保存/)).toBeInTheDocument();
  });

  it('shows the settings read-only without the edit permission', async () => {
    sessionAs(ROLES.admin, [{ permissionId: 'platformSetting', actionList: ['query', 'get'] }]);
    fakeApi({ [GET]: () => ({ status: 200, result: dto }) });
    renderAt(<PlatformSettingPage />, { path: '/PortalIndex/platformSetting', route });
    expect(await screen.findByLabelText('开放注册')).toBeDisabled();
    expect(screen.queryByTestId('save-settings')).not.toBeInTheDocument();
  });
});
