import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { permissionsForRoles } from '@bidhall/domain/permissions';
import { useSession } from '../auth/session-store';
import { pageRoute } from '../routes/build';
import { renderAt } from '../../test/render';
import { Access } from './Access';

const route = pageRoute('/x', 'workplace', [ROLES.supplier], async () => ({ default: () => null }), {
  permission: 'signUp',
});

function signInAs(role: (typeof ROLES)[keyof typeof ROLES]) {
  useSession.setState({
    status: 'ready',
    info: {
      roleNames: [role],
      selectedRole: role,
      name: 'n',
      user: null,
      company: null,
      permissions: permissionsForRoles([role]),
      tenant: null,
    },
  });
}

describe('permission hiding', () => {
  beforeEach(() => useSession.getState().reset());

  it('shows an element only when the action is granted on the page permission', () => {
    signInAs(ROLES.supplier);
    renderAt(
      <>
        <Access action="add">
          <button>sign up</button>
        </Access>
        <Access action="delete">
          <button>withdraw</button>
        </Access>
        <Access action="export">
          <button>export</button>
        </Access>
      </>,
      { route, role: ROLES.supplier },
    );
    expect(screen.getByText('sign up')).toBeInTheDocument();
    expect(screen.queryByText('withdraw')).toBeNull();
    expect(screen.queryByText('export')).toBeNull();
  });

  it('checks an explicit area over the page one', () => {
    signInAs(ROLES.agency);
    renderAt(
      <>
        <Access action="import" permission="agreement">
          <button>import contracts</button>
        </Access>
        <Access action="add" permission="platformNotice">
          <button>new notice</button>
        </Access>
      </>,
      { route, role: ROLES.agency },
    );
    expect(screen.getByText('import contracts')).toBeInTheDocument();
    expect(screen.queryByText('new notice')).toBeNull();
  });

  it('hides everything without a session', () => {
    renderAt(
      <Access action="get">
        <button>read</button>
      </Access>,
      { route },
    );
    expect(screen.queryByText('read')).toBeNull();
  });
});
