import { PrivacyPage } from '../PrivacyPage.tsx';

export function Component() {
  return <PrivacyPage />;
}
