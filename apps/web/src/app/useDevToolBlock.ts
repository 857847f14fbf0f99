import { useEffect } from 'react';
import { SETTINGS } from './settings';

/** F12, Ctrl+Shift+I and Shift+F10 (specification section 2). */
export function isDevToolKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'shiftKey' | 'metaKey'>): boolean {
  const key = e.key.toUpperCase();
  if (key === 'F12') return true;
  if ((e.ctrlKey || e.metaKey) && e.shiftKey && key === 'I') return true;
  return e.shiftKey && key === 'F10';
}

/** Swallows developer-tool keys while the platform setting asks for it (on by default). */
export function useDevToolBlock(enabled: boolean = SETTINGS.blockDevTools) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isDevToolKey(e)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [enabled]);
}
