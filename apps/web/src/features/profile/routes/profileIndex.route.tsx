import { Navigate } from 'react-router';

/** `/profile` opens the first section. */
export function Component() {
  return <Navigate to="/profile/account" replace />;
}
