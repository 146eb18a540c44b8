import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Component as Layout } from '../routes/layout.route.tsx';
import { Component as Login } from '../routes/login.route.tsx';
import { Component as NotFound } from '../routes/notFound.route.tsx';
import { Component as OrderDetail } from '../routes/orderDetail.route.tsx';
import { Component as Orders } from '../routes/orders.route.tsx';
import { Component as Invitation } from '../routes/invitation.route.tsx';
import { Component as PasswordForgot } from '../routes/passwordForgot.route.tsx';
import { Component as PasswordReset } from '../routes/passwordReset.route.tsx';
import { Component as Overview } from '../routes/overview.route.tsx';
import { Component as Staff } from '../routes/staff.route.tsx';
import { Component as Wunderlinks } from '../routes/wunderlinks.route.tsx';

/** The dashboard's routes as the app's router nests them (without lazy loading). */
export const dashboardTestRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    children: [
      { path: 'login', Component: Login },
      { path: 'invitation', Component: Invitation },
      { path: 'passwort-vergessen', Component: PasswordForgot },
      { path: 'passwort', Component: PasswordReset },
      {
        Component: Layout,
        children: [
          { index: true, Component: Overview },
          { path: 'orders', Component: Orders },
          { path: 'orders/:id', Component: OrderDetail },
          { path: 'wunderlinks', Component: Wunderlinks },
          { path: 'staff', Component: Staff },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

/** Renders the dashboard at `path` in a memory router with a fresh query client. */
export function renderDashboard(path: string) {
  const router = createMemoryRouter(dashboardTestRoutes, { initialEntries: [path] });
  // As the app's client (spec §9): no retries, no refetch on focus.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 600_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Path and search of the router's current location. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
