import { SignUpPage } from '../components/SignUpPage.tsx';

export function Component() {
  return <SignUpPage />;
}
