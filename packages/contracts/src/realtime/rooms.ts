import type { RoleName } from '@bidhall/domain/roles';
import type { HallAudience } from './primitives.ts';

/**
 * Socket.IO room names. The gateway computes a socket's rooms from its token and the api
 * (STYLE.md "Server decides rooms"); a room name from a client is never used.
 */
export const rooms = {
  /** Badge counts and anything else for one user. */
  user: (userId: number) => `user:${userId}`,
  tenantRole: (tenantId: number, role: RoleName) => `tenant:${tenantId}:role:${role}`,
  /** Everyone watching a project's hall as one audience gets the same view. */
  project: (projectId: number, audience: HallAudience) => `project:${projectId}:${audience}`,
  /** One supplier firm's sockets in a hall: its 'self' views and sign-up results. */
  projectSupplier: (projectId: number, supplierId: number) => `project:${projectId}:supplier:${supplierId}`,
  /** A hall's supplier sockets with no firm: the non-bidder's view, at the hall's supplier seq. */
  projectFirmless: (projectId: number) => `project:${projectId}:supplier:firmless`,
  screen: (tenantId: number) => `screen:${tenantId}`,
} as const;
