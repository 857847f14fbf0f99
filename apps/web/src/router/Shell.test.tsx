import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { ROLES } from '@bidhall/domain/roles';
import { permissionsForRoles } from '@bidhall/domain/permissions';
import { App, router } from '../app/App';
import { useSession } from '../auth/session-store';
import { fakeApi } from '../../test/fake-api';
import { Session } from '@bidhall/contracts/routes/session';
import { routeKey } from '../api/call';
import { DEFAULT_MAP, findPublicRoute } from '../routes/table';
import { isPage } from '../routes/types';
import { LOGIN_PATH, USER_CENTER_PATH, WORKPLACE_PATH } from '../routes/common';
import { USER_AUDIT_PATH } from '@bidhall/domain/user-review';

const session = (roleNames: string[], isReview = 1) => ({
  roleNames,
  selectedRole: roleNames[0] ?? null,
  name: '演示采购人',
  user: {
    id: 2,
    name: '演示采购人',
    userName: 'purchaser',
    emailAddress: null,
    phoneNumber: null,
    companyId: 1,
    isReview,
    reviewComment: null,
  },
  company: { id: 1, companyName: '演示单位' },
  permissions: permissionsForRoles(roleNames as never),
  tenant: null,
});

/** The first load of a lazy page chunk is transformed on the fly in tests. */
const SLOW = { timeout: 30_000 };

async function open(path: string) {
  await router.navigate(path);
}

// The chunks these tests open, loaded before them: on a machine busy with other suites a
// chunk's first load (transformed on the fly) took most of a 30 s wait, and one still loading
// at the end would run into the teardown. What the guard decides is tested here; lazy loading
// is tested in lazy-page.test.tsx.
beforeAll(async () => {
  const routes = [LOGIN_PATH, USER_AUDIT_PATH, WORKPLACE_PATH, USER_CENTER_PATH].map(
    (path) => findPublicRoute(path) ?? DEFAULT_MAP.routes.find((r) => r.path === path),
  );
  const pages = routes.filter((r) => r !== undefined).filter(isPage);
  expect(pages).toHaveLength(routes.length);
  await Promise.all([
    ...pages.map((route) => route.page()),
    import('../layouts/MainLayout'),
    import('../layouts/HeaderOnlyLayout'),
    import('../components/dialog'),
  ]);
});

// The running app leaves work behind its unmount: lazy page chunks still being transformed
// and timers (the 1.5 s user-name delay). React reads `window` when they settle, so the file
// waits for them while jsdom still exists instead of failing the run after teardown.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 3000));
});

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  useSession.getState().reset();
});

describe('the guard in the running app', () => {
  it('sends a visitor to login with the wanted page as redirect', async () => {
    fakeApi({});
    await open('/usercenter/index');
    render(<App />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fusercenter%2Findex');
    expect(await screen.findByTestId('login-submit', {}, SLOW)).toBeInTheDocument();
  });

  it('loads the session, then shows the page in the main layout with the role menu', async () => {
    Cookies.set('Access-Token', 't');
    Cookies.set('SELECT_ROLE', ROLES.purchaser);
    const calls = fakeApi({
      [routeKey(Session.GetCurrentLoginInformations)]: () => ({ status: 200, result: session([ROLES.purchaser]) }),
    });
    await open('/dashboard/workplace');
    render(<App />);
    expect(await screen.findByTestId('workplace', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toHaveTextContent('工作台');
    expect(screen.getByTestId('side-menu')).toHaveTextContent('个人中心');
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('工作台');
    expect(calls[0]?.headers.Authorization).toBe('Bearer t');
  });

  it('keeps a user under review on the audit page', async () => {
    Cookies.set('Access-Token', 't');
    Cookies.set('SELECT_ROLE', ROLES.supplier);
    fakeApi({
      [routeKey(Session.GetCurrentLoginInformations)]: () => ({ status: 200, result: session([ROLES.supplier], 0) }),
    });
    await open('/dashboard/workplace');
    render(<App />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/userAudit'));
    expect(await screen.findByTestId('audit-pending', {}, SLOW)).toBeInTheDocument();
  });

  it('signs out and goes to login when the user info cannot be loaded', async () => {
    Cookies.set('Access-Token', 't');
    fakeApi({ [routeKey(Session.GetCurrentLoginInformations)]: () => ({ status: 500 }) });
    await open('/usercenter/index');
    render(<App />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fusercenter%2Findex');
    expect(Cookies.get('Access-Token')).toBeUndefined();
    expect(await screen.findByText('请求用户信息失败，请重试', {}, SLOW)).toBeInTheDocument();
  });

  it('alerts when the selected role is not held', async () => {
    Cookies.set('Access-Token', 't');
    Cookies.set('SELECT_ROLE', ROLES.admin);
    fakeApi({
      [routeKey(Session.GetCurrentLoginInformations)]: () => ({ status: 200, result: session([ROLES.purchaser]) }),
    });
    await open('/dashboard/workplace');
    render(<App />);
    expect((await screen.findAllByText('当前用户没有「管理员」角色，请重新登录', {}, SLOW))[0]).toBeInTheDocument();
  });
});
