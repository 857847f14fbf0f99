import { useCallback, useEffect, useState } from 'react';

/**
 * Loads one thing for a page: the result (null until it came, or when it failed: the client
 * has told the user why), whether it is loading, and a reload. `load` must be stable
 * (a module function, or memoised on what it depends on).
 */
export function useLoad<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load()
      .then((result) => live && setData(result))
      .catch(() => live && setData(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, loading, reload };
}
