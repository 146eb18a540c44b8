import { ProfileLayout } from '../components/ProfileLayout.tsx';

export function Component() {
  return <ProfileLayout />;
}
