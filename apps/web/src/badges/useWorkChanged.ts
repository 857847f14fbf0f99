import { useEffect, useState } from 'react';
import { getToken } from '../auth/cookies';
import { subscribeBadgeCounts } from './live-counts';

/**
 * A number that grows each time the gateway pushes this user's counts, which it does whenever
 * something of the user's changed (for a supplier: one of its sign-ups audited): a page reads
 * again what such a change may have moved, without a reload.
 */
export function useWorkChanged(): number {
  const [pushes, setPushes] = useState(0);
  useEffect(() => {
    const token = getToken();
    if (!token) return;
    return subscribeBadgeCounts(token, () => setPushes((n) => n + 1));
  }, []);
  return pushes;
}

/** Calls `readAgain` (stable) after each such push: a list reads its page again, kept where it is. */
export function useReadAgainOnPush(readAgain: () => void): void {
  const pushed = useWorkChanged();
  useEffect(() => {
    if (pushed > 0) readAgain();
  }, [pushed, readAgain]);
}
