import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ROLES } from '@bidhall/domain/roles';
import { useSession } from '../../auth/session-store';
import { renderAt } from '../../../test/render';
import { UserMenu } from './UserMenu';

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().reset();
});

describe('user menu', () => {
  it('shows the user name only after 1.5 seconds', () => {
    vi.useFakeTimers();
    useSession.setState({
      status: 'ready',
      info: {
        roleNames: [ROLES.purchaser],
        selectedRole: ROLES.purchaser,
        name: '李采购',
        user: null,
        company: null,
        permissions: [],
        tenant: null,
      },
    });
    renderAt(<UserMenu />);
    expect(screen.getByTestId('user-name')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByTestId('user-name')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('user-name')).toHaveTextContent('李采购');
  });
});
