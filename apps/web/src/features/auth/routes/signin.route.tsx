import { SignInPage } from '../components/SignInPage.tsx';

export function Component() {
  return <SignInPage />;
}
