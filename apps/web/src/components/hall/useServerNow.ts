import { useEffect, useState } from 'react';
import { serverNow } from '../../realtime/clock-store';

/** The server's time by the synced clock, re-read every `everyMs`. */
export function useServerNow(everyMs = 250): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
