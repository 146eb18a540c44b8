import { AccountSection } from '../components/AccountSection.tsx';

export function Component() {
  return <AccountSection />;
}
