import { ConfiguratorPage } from '../components/ConfiguratorPage.tsx';

/** Lazy route module for `/configurator` and `/configurator/:step`. */
export function Component() {
  return <ConfiguratorPage />;
}
