import { DashboardFrame } from '../components/DashboardFrame.tsx';
import { InvitationPage } from '../staff/InvitationPage.tsx';

/** `/dashboard/invitation#<token>`: an invited staff member sets a password (no session yet). */
export function Component() {
  return (
    <DashboardFrame>
      <InvitationPage />
    </DashboardFrame>
  );
}
