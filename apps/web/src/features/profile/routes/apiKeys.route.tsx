import { ApiKeysSection } from '../business/ApiKeysSection.tsx';

export function Component() {
  return <ApiKeysSection />;
}
