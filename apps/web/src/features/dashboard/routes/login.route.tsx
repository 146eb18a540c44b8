import { DashboardFrame } from '../components/DashboardFrame.tsx';
import { LoginPage } from '../components/LoginPage.tsx';

/** `/dashboard/login`: the staff login, in the dashboard's own frame (no navigation). */
export function Component() {
  return (
    <DashboardFrame>
      <LoginPage />
    </DashboardFrame>
  );
}
