import { DashboardFrame } from '../components/DashboardFrame.tsx';
import { PasswordResetPage } from '../staff/PasswordPages.tsx';

/** `/dashboard/passwort#<token>`: the reset mail's link sets a new password (no session). */
export function Component() {
  return (
    <DashboardFrame>
      <PasswordResetPage />
    </DashboardFrame>
  );
}
