import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS, isRoleName } from '@bidhall/domain/roles';
import { getSelectedRole, getToken } from '../auth/cookies';
import { logout } from '../auth/logout-remote';
import { logoutLocally } from '../auth/logout';
import { useSession } from '../auth/session-store';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { notifyError } from '../components/notify';
import { decide, loginRedirect } from '../guard/decide';
import type { GuardSession } from '../guard/decide';
import { useLang } from '../i18n/useLang';
import { PageHost } from './PageHost';

/** The one route element: asks the guard, then renders the page or carries out its decision. */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { label } = useLang();
  const { info, status, failedStatus, load } = useSession();
  const fullPath = `${location.pathname}${location.search}`;
  // The role alert is shown once; the user is signed out right after it.
  const alerted = useRef(false);
  const session: GuardSession | null = info?.user
    ? { roleNames: info.roleNames, selectedRole: info.selectedRole, isReview: info.user.isReview }
    : null;
  const decision = decide({
    path: location.pathname,
    fullPath,
    hasToken: Boolean(getToken()),
    selectedRole: getSelectedRole(),
    session,
  });
  const redirectTo = decision.kind === 'redirect' ? decision.to : '';

  useEffect(() => {
    if (decision.kind === 'redirect') navigate(decision.to, { replace: true });
    if (decision.kind === 'loadSession' && status === 'idle') void load();
    if (decision.kind === 'loadSession' && status === 'failed') {
      if (failedStatus !== 401) void notifyError(t('errors.error'), t('errors.userInfoFailed'));
      logoutLocally();
      navigate(loginRedirect(fullPath), { replace: true });
    }
    if (decision.kind === 'roleMissing' && !alerted.current) {
      alerted.current = true;
      const role = isRoleName(decision.role) ? label(ROLE_LABELS[decision.role]) : decision.role;
      // The dialog code is fetched only for this rare case, keeping the first page small.
      void import('../components/dialog')
        .then(({ alertDialog }) => alertDialog(t('common.roleMissing', { role })))
        .then(logout)
        .then(() => window.location.assign(window.location.pathname));
    }
    // The decision is derived from these inputs; re-run only when one of them changes. The
    // functions and texts it calls (navigate, load, t, label) are read when it runs: a new
    // identity of theirs is not a new decision, and re-running would navigate or alert again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the inputs above, deliberately
  }, [decision.kind, redirectTo, status, fullPath]);

  if (decision.kind !== 'allow') return <LoadingOverlay />;
  return <PageHost current={{ route: decision.route, role: decision.role }} />;
}
