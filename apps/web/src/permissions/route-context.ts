import { createContext, useContext } from 'react';
import type { RouteDef } from '../routes/types';

export interface CurrentRoute {
  route: RouteDef;
  /** The selected role whose route set is in use. */
  role: string | undefined;
}

/** The route the guard let through, for permissions, titles and badges below it. */
export const RouteContext = createContext<CurrentRoute | null>(null);

export const useCurrentRoute = () => useContext(RouteContext);
