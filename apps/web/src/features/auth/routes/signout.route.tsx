import { SignOutPage } from '../components/SignOutPage.tsx';

export function Component() {
  return <SignOutPage />;
}
