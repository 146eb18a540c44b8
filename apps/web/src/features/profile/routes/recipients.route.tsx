import { ComingWithConfigurator } from '../components/ComingWithConfigurator.tsx';

export function Component() {
  return <ComingWithConfigurator section="recipients" />;
}
