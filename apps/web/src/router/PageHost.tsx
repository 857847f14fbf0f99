import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { currentLanguage, ensureAllTexts } from '../i18n';
import { UserLayout } from '../layouts/UserLayout';
import { RouteContext } from '../permissions/route-context';
import type { CurrentRoute } from '../permissions/route-context';
import { isPage } from '../routes/types';
import type { LayoutKind } from '../routes/types';
import { ChunkBoundary } from './ChunkBoundary';
import { forgetPage, lazyPage } from './lazy-page';

/** A signed-in layout arrives together with every text of the current language. */
function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), ensureAllTexts(currentLanguage())]).then(([module]) => module);
}

// The signed-in layouts are chunks of their own, so the login page stays small.
const MainLayout = lazy(withAllTexts(() => import('../layouts/MainLayout')));
const HeaderOnlyLayout = lazy(withAllTexts(() => import('../layouts/HeaderOnlyLayout')));
const ProjectLayout = lazy(withAllTexts(() => import('../layouts/project/ProjectLayout')));
// Public pages bring every text too: theirs stay out of the login page's download.
const PublicLayout = lazy(withAllTexts(() => import('../layouts/PublicLayout')));

const LAYOUTS: Record<LayoutKind, ComponentType<{ children: React.ReactNode }>> = {
  user: UserLayout,
  public: PublicLayout,
  main: MainLayout,
  headerOnly: HeaderOnlyLayout,
  project: ({ children }) => (
    <MainLayout>
      <ProjectLayout>{children}</ProjectLayout>
    </MainLayout>
  ),
};

/** Renders the allowed route's page inside its layout, with the route in context. */
export function PageHost({ current }: { current: CurrentRoute }) {
  const [attempt, setAttempt] = useState(0);
  const { route } = current;
  if (!isPage(route)) return null;
  const Page = lazyPage(route.page);
  const Layout = LAYOUTS[route.layout];
  return (
    <RouteContext.Provider value={current}>
      <Suspense fallback={<LoadingOverlay />}>
        <Layout>
          <ChunkBoundary
            key={`${route.path}:${attempt}`}
            onRetry={() => {
              forgetPage(route.page);
              setAttempt((n) => n + 1);
            }}
          >
            <Suspense fallback={<LoadingOverlay />}>
              <Page />
            </Suspense>
          </ChunkBoundary>
        </Layout>
      </Suspense>
    </RouteContext.Provider>
  );
}
