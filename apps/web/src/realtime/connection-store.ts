import { create } from 'zustand';

/**
 * `signedOut`: the gateway refused the token for good (the user is being signed out);
 * `tooManySockets`: refused for the user's socket cap, waiting for the user's retry.
 */
export type SocketStatus = 'connecting' | 'connected' | 'reconnecting' | 'signedOut' | 'tooManySockets';

interface ConnectionState {
  status: SocketStatus;
  /** Halls now catching up on missed events (by project id). */
  catchingUp: readonly number[];
  setStatus: (status: SocketStatus) => void;
  setCatchingUp: (projectId: number, on: boolean) => void;
}

/** The tab socket's state, for the connection indicator. */
export const useConnection = create<ConnectionState>()((set, get) => ({
  status: 'connecting',
  catchingUp: [],
  setStatus: (status) => set({ status }),
  setCatchingUp: (projectId, on) => {
    const others = get().catchingUp.filter((id) => id !== projectId);
    set({ catchingUp: on ? [...others, projectId] : others });
  },
}));
