import { UnknownSection } from '../components/UnknownSection.tsx';

export function Component() {
  return <UnknownSection />;
}
