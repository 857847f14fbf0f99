import { create } from 'zustand';
import type { CurrentLoginInformations } from '@bidhall/contracts/session';
import { Session } from '@bidhall/contracts/routes/session';
import { call } from '../api/call';
import { ApiError } from '../api/client';

type SessionStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface SessionState {
  info: CurrentLoginInformations | null;
  status: SessionStatus;
  /** HTTP status of the failed load; a 401 has had its own notice from the error catalogue. */
  failedStatus: number | undefined;
  load: () => Promise<void>;
  reset: () => void;
}

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
      const info = await call(Session.GetCurrentLoginInformations, {}, { silent: true });
      if (!info?.user) throw new Error('anonymous session');
      set({ info, status: 'ready' });
    } catch (error) {
      set({ info: null, status: 'failed', failedStatus: error instanceof ApiError ? error.status : undefined });
    }
  },
  reset: () => set({ info: null, status: 'idle', failedStatus: undefined }),
}));
