import { DashboardNotFound } from '../components/DashboardNotFound.tsx';

/** Any other `/dashboard/*` address. */
export function Component() {
  return <DashboardNotFound />;
}
