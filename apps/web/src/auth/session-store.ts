import { create } from 'zustand';
import type { CurrentLoginInformations } from '@bidhall/contracts/session';
import { ApiError, apiGet } from '../api/client';

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface SessionState {
  info: CurrentLoginInformations | null;
  status: SessionStatus;
  /** HTTP status of the failed load; a 401 has had its own notice from the error catalogue. */
  failedStatus: number | undefined;
  load: () => Promise<void>;
  reset: () => void;
}

export const SESSION_URL = '/api/services/app/Session/GetCurrentLoginInformations';

/** The signed-in user's session, loaded once per page load by the guard. */
export const useSession = create<SessionState>()((set, get) => ({
  info: null,
  status: 'idle',
  failedStatus: undefined,
  load: async () => {
    if (get().status === 'loading') return;
    set({ status: 'loading', failedStatus: undefined });
    try {
      // The guard shows its own "request user info failed" notice (specification section 8).
      const info = await apiGet<CurrentLoginInformations>(SESSION_URL, undefined, { silent: true });
      if (!info?.user) throw new Error('anonymous session');
      set({ info, status: 'ready' });
    } catch (error) {
      set({ info: null, status: 'failed', failedStatus: error instanceof ApiError ? error.status : undefined });
    }
  },
  reset: () => set({ info: null, status: 'idle', failedStatus: undefined }),
}));
