import { i18next } from '../i18n';
import { logoutLocally } from '../auth/logout';
import { notifyError } from '../components/notify';
import type { Notice, Reaction } from './error-catalogue';

const text = (part: Notice['title'] | undefined) =>
  part === undefined ? undefined : 'key' in part ? i18next.t(part.key) : part.text;

let reloadScheduled = false;

/** Carries out the catalogue's decision: a notification, and a logout with reload after a 401. */
export function applyReaction(reaction: Reaction) {
  if (reaction.notice) void notifyError(text(reaction.notice.title) ?? '', text(reaction.notice.text));
  if (reaction.logoutReloadAfterMs === undefined) return;
  // Forgetting the user again is harmless; the reload is scheduled once.
  logoutLocally();
  if (!reloadScheduled) {
    reloadScheduled = true;
    window.setTimeout(() => window.location.reload(), reaction.logoutReloadAfterMs);
  }
}
