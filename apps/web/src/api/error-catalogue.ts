import type { ValidationErrorInfo } from '@bidhall/contracts/abp/envelope';
import { UNAUTHORIZED_RELOAD_DELAY_MS } from '@bidhall/domain/ui';
import type { SessionOverRefusal } from '@bidhall/contracts/realtime/handshake-refusal';

/** What went wrong with one request, as far as the client can tell. */
export interface Failure {
  status: number | undefined;
  body: unknown;
  timedOut: boolean;
  hasToken: boolean;
  /** The caller shows validation errors beside its fields itself. */
  handlesValidation: boolean;
  /** The caller expects this failure (a background refresh) and shows nothing, except for a 401. */
  silent: boolean;
}

/** A notification: title and text are translation keys, or server text already in the user's language. */
export interface Notice {
  title: { key: string } | { text: string };
  text: { key: string } | { text: string } | undefined;
}

export interface Reaction {
  notice: Notice | undefined;
  /** Log out and reload the page after this many milliseconds. */
  logoutReloadAfterMs: number | undefined;
  fieldErrors: ValidationErrorInfo[];
}

interface AbpBody {
  error?: { message?: string; validationErrors?: ValidationErrorInfo[] | null } | null;
  result?: { isLogin?: boolean } | null;
}

const body = (f: Failure): AbpBody => (f.body && typeof f.body === 'object' ? (f.body as AbpBody) : {});
const serverText = (f: Failure) => body(f).error?.message || undefined;
const none: Reaction = { notice: undefined, logoutReloadAfterMs: undefined, fieldErrors: [] };

/** The error catalogue of specification section 8, as a pure decision. */
export function reactTo(f: Failure): Reaction {
  const message = serverText(f);
  const withText = (fallbackKey: string) => (message ? { text: message } : { key: fallbackKey });
  const notice = (title: Notice['title'], text: Notice['text']): Reaction => ({
    ...none,
    notice: f.silent ? undefined : { title, text },
  });

  if (f.timedOut) return notice({ key: 'errors.error' }, { key: 'errors.timeout' });
  if (f.status === undefined) return notice({ key: 'errors.error' }, { key: 'errors.network' });
  if (f.status === 403) return notice({ key: 'errors.forbidden' }, message ? { text: message } : undefined);
  if (f.status === 401) {
    if (body(f).result?.isLogin) return none;
    return {
      // Even for a silent call: a dead session concerns the user, whatever the call was.
      notice: { title: { key: 'errors.unauthorized' }, text: { key: 'errors.unauthorizedText' } },
      logoutReloadAfterMs: f.hasToken ? UNAUTHORIZED_RELOAD_DELAY_MS : undefined,
      fieldErrors: [],
    };
  }
  if (f.status === 400) {
    const fieldErrors = body(f).error?.validationErrors ?? [];
    if (f.handlesValidation && fieldErrors.length > 0) return { ...none, fieldErrors };
    return { ...notice({ key: 'errors.error' }, withText('errors.validation')), fieldErrors };
  }
  if (f.status === 404) return notice({ key: 'errors.error' }, withText('errors.notFound'));
  return notice({ key: 'errors.error' }, withText('errors.server'));
}

/**
 * The live connection refused for good (the gateway's handshake refusal, or its re-handshake
 * after it closed the socket): the token is no good any more, so the user is signed out as
 * after a REST 401, told why in their language.
 */
export function reactToSessionOver(code: SessionOverRefusal): Reaction {
  return {
    notice: { title: { key: 'errors.signedOut' }, text: { key: `errors.sessionOver.${code}` } },
    logoutReloadAfterMs: UNAUTHORIZED_RELOAD_DELAY_MS,
    fieldErrors: [],
  };
}
