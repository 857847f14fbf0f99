import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RouteContext } from '../src/permissions/route-context';
import type { RouteDef } from '../src/routes/types';
import '../src/i18n';

/** Shows where the app navigated to, for assertions. */
function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

interface Options {
  path?: string;
  route?: RouteDef;
  role?: string;
}

/** Renders a piece of the app inside a router (at `path`) and, if given, a current route. */
export function renderAt(ui: ReactNode, { path = '/', route, role }: Options = {}): RenderResult {
  const body = route ? <RouteContext.Provider value={{ route, role }}>{ui}</RouteContext.Provider> : ui;
  return render(
    <AntApp>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {body}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AntApp>,
  );
}
