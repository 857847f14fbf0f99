import type { ReactNode } from 'react';
import type { Action } from '@bidhall/domain/permissions';
import { usePermission } from './usePermission';

interface AccessProps {
  action: Action;
  /** The page area; the current page's when left out. */
  permission?: string;
  children: ReactNode;
}

/** Renders its children only when the user holds the action on the area. */
export function Access({ action, permission, children }: AccessProps) {
  const can = usePermission(permission);
  return can(action) ? <>{children}</> : null;
}
