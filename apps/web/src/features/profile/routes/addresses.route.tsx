import { AddressesSection } from '../components/AddressesSection.tsx';

export function Component() {
  return <AddressesSection />;
}
