import { ShippingSettingsPage } from './ShippingSettingsPage.tsx';

/** `/dashboard/shipping`: postage and delivery times per destination (owners only). */
export function Component() {
  return <ShippingSettingsPage />;
}
