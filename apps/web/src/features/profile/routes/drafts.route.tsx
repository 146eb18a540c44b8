import { DraftsSection } from '../components/DraftsSection.tsx';

export function Component() {
  return <DraftsSection />;
}
