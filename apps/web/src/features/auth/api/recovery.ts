import { useMutation } from '@tanstack/react-query';
import { getStore } from '../../../lib/store/store.ts';

// Password recovery (store-api.md: POST /account/recover): request the e-mail, then set a
// new password with the key from its link (/forgot/{key}).

/** The reset link the e-mail should carry (our server always uses its own PUBLIC_URL). */
export function resetUrl(): string {
  return `${window.location.origin}/forgot/{reset_key}`;
}

export function requestRecovery(email: string): Promise<void> {
  return getStore().account.recover(email.trim(), resetUrl());
}

export function resetPassword({ key, password }: { key: string; password: string }) {
  return getStore().account.resetPassword(key, password);
}

export function useRequestRecovery() {
  return useMutation({ mutationFn: requestRecovery });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
