import { RoleGate } from '../staff/RoleGate.tsx';
import { StaffPage } from '../staff/StaffPage.tsx';

/** `/dashboard/staff`: staff accounts and their roles (owners only; the server checks). */
export function Component() {
  return (
    <RoleGate route="GET /staff">
      <StaffPage />
    </RoleGate>
  );
}
