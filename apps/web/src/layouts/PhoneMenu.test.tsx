import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { mediaQueryList } from '../../test/media-query';
import { renderAt } from '../../test/render';
import { PhoneMenu } from './PhoneMenu';
import { usePhone } from './usePhone';

function Link({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>go {to}</button>;
}

function Layout() {
  return usePhone() ? (
    <PhoneMenu label="菜单" testId="phone-menu" width={180}>
      <Link to="/next" />
    </PhoneMenu>
  ) : (
    <aside data-testid="beside" />
  );
}

/** A window whose width is `width` px, as far as media queries tell. */
function windowOf(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return mediaQueryList(query, max !== null && width <= Number(max[1]));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the side menus on a phone', () => {
  it('keeps the menu beside the page from 768 px up', () => {
    windowOf(768);
    renderAt(<Layout />);
    expect(screen.getByTestId('beside')).toBeInTheDocument();
    expect(screen.queryByTestId('phone-menu')).toBeNull();
  });

  it('opens the menu in a drawer from a button on a phone, and closes it once a page is chosen', async () => {
    windowOf(390);
    renderAt(<Layout />);
    expect(screen.queryByTestId('beside')).toBeNull();
    expect(screen.queryByText('go /next')).toBeNull();

    fireEvent.click(screen.getByTestId('phone-menu'));
    expect(await screen.findByTestId('phone-menu-drawer')).toBeInTheDocument();
    fireEvent.click(screen.getByText('go /next'));

    expect(screen.getByTestId('where')).toHaveTextContent('/next');
    await waitFor(() => expect(screen.getByTestId('phone-menu-drawer').closest('.ant-drawer-open')).toBeNull());
  });

  it('marks the button with a dot while something in the menu waits', () => {
    windowOf(390);
    renderAt(
      <>
        <PhoneMenu label="菜单" testId="quiet" width={180}>
          {null}
        </PhoneMenu>
        <PhoneMenu label="菜单" testId="waiting" width={180} dot>
          {null}
        </PhoneMenu>
      </>,
    );
    expect(screen.getByTestId('quiet-dot').querySelector('.ant-badge-dot')).toBeNull();
    expect(screen.getByTestId('waiting-dot').querySelector('.ant-badge-dot')).not.toBeNull();
  });
});
