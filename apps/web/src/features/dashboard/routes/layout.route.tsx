import { DashboardLayout } from '../components/DashboardLayout.tsx';

/** Layout route of every dashboard page but the login: session check, frame, navigation. */
export function Component() {
  return <DashboardLayout />;
}
