import { createBrowserRouter, type RouteObject } from 'react-router';
import type { CookiePromptHandle } from '../features/cookie-consent/CookiePrompt.tsx';
import { PageLoader } from '../components/PageLoader.tsx';
import { lazyRoute } from './lazyRoute.ts';
import { RootHydrateFallback, RootLayout } from './layout/RootLayout.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary.tsx';

const landing = lazyRoute(
  'src/features/landing/routes/landing.route.tsx',
  () => import('../features/landing/routes/landing.route.tsx'),
);
const products = lazyRoute(
  'src/features/products/routes/products.route.tsx',
  () => import('../features/products/routes/products.route.tsx'),
);
const contact = lazyRoute(
  'src/features/contact/routes/contact.route.tsx',
  () => import('../features/contact/routes/contact.route.tsx'),
);
// The editors' preview of drafts (issue #20): Strapi's Preview button opens it.
const preview = lazyRoute(
  'src/features/preview/routes/preview.route.tsx',
  () => import('../features/preview/routes/preview.route.tsx'),
);
const desktopOnly = lazyRoute(
  'src/features/mobile-notice/routes/desktopOnly.route.tsx',
  () => import('../features/mobile-notice/routes/desktopOnly.route.tsx'),
);
const configurator = lazyRoute(
  'src/features/configurator/routes/configurator.route.tsx',
  () => import('../features/configurator/routes/configurator.route.tsx'),
);
const checkout = lazyRoute(
  'src/features/checkout/routes/checkout.route.tsx',
  () => import('../features/checkout/routes/checkout.route.tsx'),
);
const cart = lazyRoute(
  'src/features/cart/routes/cart.route.tsx',
  () => import('../features/cart/routes/cart.route.tsx'),
);
const impressum = lazyRoute(
  'src/features/legal/routes/impressum.route.tsx',
  () => import('../features/legal/routes/impressum.route.tsx'),
);
const datenschutz = lazyRoute(
  'src/features/legal/routes/datenschutz.route.tsx',
  () => import('../features/legal/routes/datenschutz.route.tsx'),
);
const businessApiDocs = lazyRoute(
  'src/features/business-docs/routes/businessApi.route.tsx',
  () => import('../features/business-docs/routes/businessApi.route.tsx'),
);
const notFound = lazyRoute(
  'src/features/not-found/routes/notFound.route.tsx',
  () => import('../features/not-found/routes/notFound.route.tsx'),
);

// The customer's account (auth, profile and orders features).
const auth = {
  signin: lazyRoute(
    'src/features/auth/routes/signin.route.tsx',
    () => import('../features/auth/routes/signin.route.tsx'),
  ),
  signup: lazyRoute(
    'src/features/auth/routes/signup.route.tsx',
    () => import('../features/auth/routes/signup.route.tsx'),
  ),
  signout: lazyRoute(
    'src/features/auth/routes/signout.route.tsx',
    () => import('../features/auth/routes/signout.route.tsx'),
  ),
  forgot: lazyRoute(
    'src/features/auth/routes/forgot.route.tsx',
    () => import('../features/auth/routes/forgot.route.tsx'),
  ),
  reset: lazyRoute(
    'src/features/auth/routes/reset.route.tsx',
    () => import('../features/auth/routes/reset.route.tsx'),
  ),
  signedInOnly: lazyRoute(
    'src/features/auth/routes/signedInOnly.route.tsx',
    () => import('../features/auth/routes/signedInOnly.route.tsx'),
  ),
};
const profile = {
  layout: lazyRoute(
    'src/features/profile/routes/profile.route.tsx',
    () => import('../features/profile/routes/profile.route.tsx'),
  ),
  index: lazyRoute(
    'src/features/profile/routes/profileIndex.route.tsx',
    () => import('../features/profile/routes/profileIndex.route.tsx'),
  ),
  account: lazyRoute(
    'src/features/profile/routes/account.route.tsx',
    () => import('../features/profile/routes/account.route.tsx'),
  ),
  addresses: lazyRoute(
    'src/features/profile/routes/addresses.route.tsx',
    () => import('../features/profile/routes/addresses.route.tsx'),
  ),
  addressEdit: lazyRoute(
    'src/features/profile/routes/addressEdit.route.tsx',
    () => import('../features/profile/routes/addressEdit.route.tsx'),
  ),
  drafts: lazyRoute(
    'src/features/profile/routes/drafts.route.tsx',
    () => import('../features/profile/routes/drafts.route.tsx'),
  ),
  apiKeys: lazyRoute(
    'src/features/profile/routes/apiKeys.route.tsx',
    () => import('../features/profile/routes/apiKeys.route.tsx'),
  ),
  unknown: lazyRoute(
    'src/features/profile/routes/unknownSection.route.tsx',
    () => import('../features/profile/routes/unknownSection.route.tsx'),
  ),
};
// Recipient lists (issue 10) inside the profile: /profile/recipients[/new|/:id].
const recipientLists = {
  index: lazyRoute(
    'src/features/recipient-lists/routes/lists.route.tsx',
    () => import('../features/recipient-lists/routes/lists.route.tsx'),
  ),
  create: lazyRoute(
    'src/features/recipient-lists/routes/listNew.route.tsx',
    () => import('../features/recipient-lists/routes/listNew.route.tsx'),
  ),
  detail: lazyRoute(
    'src/features/recipient-lists/routes/listDetail.route.tsx',
    () => import('../features/recipient-lists/routes/listDetail.route.tsx'),
  ),
};
const orders = {
  history: lazyRoute(
    'src/features/orders/routes/orderHistory.route.tsx',
    () => import('../features/orders/routes/orderHistory.route.tsx'),
  ),
  inProfile: lazyRoute(
    'src/features/orders/routes/profileOrderDetail.route.tsx',
    () => import('../features/orders/routes/profileOrderDetail.route.tsx'),
  ),
  detail: lazyRoute(
    'src/features/orders/routes/orderDetail.route.tsx',
    () => import('../features/orders/routes/orderDetail.route.tsx'),
  ),
  // With the auth feature's offer to a guest (app/orderCompleteRoute.tsx).
  complete: lazyRoute('src/app/orderCompleteRoute.tsx', () => import('./orderCompleteRoute.tsx')),
};
// WunderLink (issue 11, docs/wunderlink.md): landing, confirm step, thanks after the free order.
const wunderlink = {
  landing: lazyRoute(
    'src/features/wunderlink/routes/wunderlink.route.tsx',
    () => import('../features/wunderlink/routes/wunderlink.route.tsx'),
  ),
  confirm: lazyRoute(
    'src/features/wunderlink/routes/wunderlinkConfirm.route.tsx',
    () => import('../features/wunderlink/routes/wunderlinkConfirm.route.tsx'),
  ),
  complete: lazyRoute(
    'src/features/wunderlink/routes/wunderlinkComplete.route.tsx',
    () => import('../features/wunderlink/routes/wunderlinkComplete.route.tsx'),
  ),
};
// The order dashboard (back office, docs/dashboard.md): its own frame, not the shop's.
const dashboard = {
  login: lazyRoute(
    'src/features/dashboard/routes/login.route.tsx',
    () => import('../features/dashboard/routes/login.route.tsx'),
  ),
  layout: lazyRoute(
    'src/features/dashboard/routes/layout.route.tsx',
    () => import('../features/dashboard/routes/layout.route.tsx'),
  ),
  overview: lazyRoute(
    'src/features/dashboard/routes/overview.route.tsx',
    () => import('../features/dashboard/routes/overview.route.tsx'),
  ),
  orders: lazyRoute(
    'src/features/dashboard/routes/orders.route.tsx',
    () => import('../features/dashboard/routes/orders.route.tsx'),
  ),
  orderDetail: lazyRoute(
    'src/features/dashboard/routes/orderDetail.route.tsx',
    () => import('../features/dashboard/routes/orderDetail.route.tsx'),
  ),
  notFound: lazyRoute(
    'src/features/dashboard/routes/notFound.route.tsx',
    () => import('../features/dashboard/routes/notFound.route.tsx'),
  ),
  wunderlinks: lazyRoute(
    'src/features/dashboard/routes/wunderlinks.route.tsx',
    () => import('../features/dashboard/routes/wunderlinks.route.tsx'),
  ),
  staff: lazyRoute(
    'src/features/dashboard/routes/staff.route.tsx',
    () => import('../features/dashboard/routes/staff.route.tsx'),
  ),
  invoices: lazyRoute(
    'src/features/dashboard/invoices/invoices.route.tsx',
    () => import('../features/dashboard/invoices/invoices.route.tsx'),
  ),
  shipping: lazyRoute(
    'src/features/dashboard/shipping/shipping.route.tsx',
    () => import('../features/dashboard/shipping/shipping.route.tsx'),
  ),
  invitation: lazyRoute(
    'src/features/dashboard/routes/invitation.route.tsx',
    () => import('../features/dashboard/routes/invitation.route.tsx'),
  ),
  passwordForgot: lazyRoute(
    'src/features/dashboard/routes/passwordForgot.route.tsx',
    () => import('../features/dashboard/routes/passwordForgot.route.tsx'),
  ),
  passwordReset: lazyRoute(
    'src/features/dashboard/routes/passwordReset.route.tsx',
    () => import('../features/dashboard/routes/passwordReset.route.tsx'),
  ),
};

// The machine visualizer (issue #14, docs/visualizer.md): only in builds with
// MACHINE_INSPECTOR (dev always). Otherwise `false ? … : null` drops the import from the bundle
// and /dev/machines is the not-found page.
const devMachines = import.meta.env.MACHINE_INSPECTOR
  ? lazyRoute(
      'src/features/dev-machines/routes/devMachines.route.tsx',
      () => import('../features/dev-machines/routes/devMachines.route.tsx'),
    )
  : null;

const legalHandle: CookiePromptHandle = { cookiePrompt: 'inline' };

/** The routes of spec §2 (plus the configurator, Impressum and Datenschutz; the dashboard apart). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        // Pathless: errors of any screen render inside the layout.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, lazy: landing },
          { path: 'products', lazy: products },
          { path: 'contact', lazy: contact },
          { path: 'vorschau', lazy: preview },
          { path: 'signin', lazy: auth.signin },
          { path: 'signup', lazy: auth.signup },
          { path: 'signout', lazy: auth.signout },
          { path: 'forgot', lazy: auth.forgot },
          { path: 'forgot/:key', lazy: auth.reset },
          {
            // Spec §6 signed-in customer: others go to /signin?returnTo=… first.
            lazy: auth.signedInOnly,
            children: [
              {
                // /profile, /profile/{section}, /profile/{section}/{id}: one screen.
                path: 'profile',
                lazy: profile.layout,
                children: [
                  { index: true, lazy: profile.index },
                  { path: 'account', lazy: profile.account },
                  { path: 'orders', lazy: orders.history },
                  { path: 'orders/:id', lazy: orders.inProfile },
                  { path: 'addresses', lazy: profile.addresses },
                  { path: 'addresses/:id', lazy: profile.addressEdit },
                  { path: 'drafts', lazy: profile.drafts },
                  { path: 'api', lazy: profile.apiKeys },
                  { path: 'recipients', lazy: recipientLists.index },
                  { path: 'recipients/new', lazy: recipientLists.create },
                  { path: 'recipients/:id', lazy: recipientLists.detail },
                  { path: '*', lazy: profile.unknown },
                ],
              },
            ],
          },
          // Signed in or a guest (issue #19): a guest sees the order this session placed.
          // Before `order/:id` (static segments win anyway; listed first for readers).
          { path: 'order/complete', lazy: orders.complete },
          { path: 'order/:id', lazy: orders.detail },
          // WunderLink (issue 11): any screen size; the configurator in between is desktop-only.
          { path: 'order/wunderlink-complete', lazy: wunderlink.complete },
          { path: 'wunderlink/:link', lazy: wunderlink.landing },
          { path: 'wunderlink/:link/confirm', lazy: wunderlink.confirm },
          {
            // Desktop-only screens (spec §1 mobile notice): the configurator.
            lazy: desktopOnly,
            children: [
              // One route for both (`:step` optional), so moving between steps keeps the page.
              { path: 'configurator/:step?', lazy: configurator },
            ],
          },
          // The cart (issue 19): the header's cart link opens it; any screen size.
          { path: 'cart', lazy: cart },
          // Paying works on any screen: a cart designed at the desk can be ordered on the phone.
          { path: 'checkout', lazy: checkout },
          { path: 'impressum', handle: legalHandle, lazy: impressum },
          { path: 'datenschutz', handle: legalHandle, lazy: datenschutz },
          // The business API's documentation (issue 43), linked from the profile's API-Schlüssel.
          { path: 'business/api', lazy: businessApiDocs },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
  // A developer's tool with its own full-window frame, outside the shop's layout.
  ...(devMachines
    ? [
        {
          path: 'dev/machines',
          HydrateFallback: PageLoader,
          ErrorBoundary: RootErrorBoundary,
          lazy: devMachines,
        },
      ]
    : []),
  {
    // The back office has its own compact frame (no shop header, footer or cookie prompt):
    // a sibling of the shop's layout, not a child. Each page brings the dashboard frame.
    id: 'dashboard',
    path: 'dashboard',
    HydrateFallback: PageLoader,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: 'login', lazy: dashboard.login },
      { path: 'invitation', lazy: dashboard.invitation },
      { path: 'passwort-vergessen', lazy: dashboard.passwordForgot },
      { path: 'passwort', lazy: dashboard.passwordReset },
      {
        // Staff only: others go to /dashboard/login?returnTo=… first.
        lazy: dashboard.layout,
        children: [
          {
            // Errors of a page render inside the dashboard's frame.
            ErrorBoundary: RouteErrorBoundary,
            children: [
              { index: true, lazy: dashboard.overview },
              { path: 'orders', lazy: dashboard.orders },
              { path: 'orders/:id', lazy: dashboard.orderDetail },
              { path: 'wunderlinks', lazy: dashboard.wunderlinks },
              { path: 'staff', lazy: dashboard.staff },
              { path: 'invoices', lazy: dashboard.invoices },
              { path: 'shipping', lazy: dashboard.shipping },
              { path: '*', lazy: dashboard.notFound },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The browser's router. On a server-rendered page it starts as hydrated (no loaders, so no
 * data): otherwise its scroll restoration scrolled to the top once the app hydrated — on a
 * slow phone after the visitor had scrolled, and a click on a template further down then
 * landed on whatever moved under it (issue #27).
 */
export function createAppRouter(options: { serverRendered?: boolean } = {}) {
  return createBrowserRouter(
    routes,
    options.serverRendered ? { hydrationData: { loaderData: {} } } : undefined,
  );
}
