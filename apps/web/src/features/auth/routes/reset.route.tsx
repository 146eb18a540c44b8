import { useParams } from 'react-router';
import { ResetPasswordPage } from '../components/ResetPasswordPage.tsx';

export function Component() {
  const { key = '' } = useParams();
  // A new key (another e-mail link) starts with a fresh form.
  return <ResetPasswordPage key={key} resetKey={key} />;
}
