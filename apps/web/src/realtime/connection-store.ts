import { create } from 'zustand';

type SocketStatus = 'connecting' | 'connected' | 'reconnecting';

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
