import { useMediaQuery } from './useMediaQuery';

/** True while the user's system asks for less motion (an accessibility setting). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
