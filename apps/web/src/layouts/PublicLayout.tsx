import type { ReactNode } from 'react';
import { UserLayout } from './UserLayout';

/** Public reading pages (result announcements, the record verifier): the login frame, wider. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <UserLayout wide>{children}</UserLayout>;
}
