import { DevMachinesPage } from '../components/DevMachinesPage.tsx';

/** `/dev/machines`: only in builds with the visualizer (app/router.tsx). */
export function Component() {
  return <DevMachinesPage />;
}
