import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { setting, showPbSetting } from './pb-setting.test-kit';
import { PbSetting } from '@bidhall/contracts/routes/pb-setting';
import { routeKey } from '../../api/call';

beforeEach(() => useSession.getState().reset());

describe('bidding settings form (/projectPbSetting)', () => {
  it('saves the whole soft-close block while soft close is off and its fields are hidden', async () => {
    const defaults = { ...setting, softClose: { ...setting.softClose, enabled: false }, saved: false };
    const calls = showPbSetting(ROLES.agency, 1, 1, {
      [routeKey(PbSetting.Get)]: () => ({ status: 200, result: defaults }),
    });
    expect(await screen.findByTestId('pb-setting-form-edit')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('pb-setting-save'));
    // The api takes the settings whole (PbSettingInput): the hidden values go as they were.
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        softClose: { ...setting.softClose, enabled: false },
      }),
    );
  });
});
