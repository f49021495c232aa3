import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes as appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Renders route objects at a URL with the app's providers; returns the router to inspect navigation. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/** The whole app at a URL. */
export function renderApp(url: string) {
  return renderRoutes(appRoutes, url);
}

export function renderWithProviders(ui: ReactElement) {
  return renderRoutes([{ path: '*', element: ui }], '/');
}
