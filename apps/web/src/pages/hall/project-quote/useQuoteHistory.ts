import { useEffect, useRef, useState } from 'react';
import { fetchSince } from '../../../realtime/hall-binding';
import { useConnection } from '../../../realtime/connection-store';
import { readOthers, type OtherQuote } from './quote-history';

/**
 * The others' quotes from before this page joined the hall (modes 2-3): read on opening and
 * again, from where the last read stopped, each time the socket is connected anew.
 */
export function useQuoteHistory(projectId: number | null, disclosure: number): OtherQuote[] {
  const [others, setOthers] = useState<OtherQuote[]>([]);
  const read = useRef<{ projectId: number | null; headSeq: number }>({ projectId: null, headSeq: 0 });
  const connected = useConnection((s) => s.status === 'connected');

  useEffect(() => {
    if (projectId === null || disclosure < 2 || !connected) return;
    if (read.current.projectId !== projectId) {
      read.current = { projectId, headSeq: 0 };
      setOthers([]);
    }
    let live = true;
    void readOthers(fetchSince, projectId, read.current.headSeq).then(
      (answer) => {
        if (!live || read.current.projectId !== projectId) return;
        read.current.headSeq = answer.headSeq;
        setOthers((held) => [...held, ...answer.others.filter((q) => !held.some((h) => h.seq === q.seq))]);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [projectId, disclosure, connected]);

  return others;
}
