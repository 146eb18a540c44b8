import { DashboardFrame } from '../components/DashboardFrame.tsx';
import { PasswordForgotPage } from '../staff/PasswordPages.tsx';

/** `/dashboard/passwort-vergessen`: staff ask for a mail to set a new password (no session). */
export function Component() {
  return (
    <DashboardFrame>
      <PasswordForgotPage />
    </DashboardFrame>
  );
}
