import { ForgotPasswordPage } from '../components/ForgotPasswordPage.tsx';

export function Component() {
  return <ForgotPasswordPage />;
}
