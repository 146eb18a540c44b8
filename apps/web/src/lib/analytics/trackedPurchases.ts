import { readStorage, safeSessionStorage, writeStorage } from '../storage.ts';

// A purchase is reported once per order, even when the confirmation renders twice (React
// strict mode, a reload after a payment redirect): the tab remembers the reported order
// numbers in sessionStorage.

export const TRACKED_PURCHASES_KEY = 'trackedPurchases';

function read(storage: Storage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(TRACKED_PURCHASES_KEY, storage) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function wasPurchaseTracked(
  transactionId: string,
  storage: Storage | undefined = safeSessionStorage(),
): boolean {
  return read(storage).includes(transactionId);
}

export function rememberPurchaseTracked(
  transactionId: string,
  storage: Storage | undefined = safeSessionStorage(),
): void {
  const ids = read(storage).filter((id) => id !== transactionId);
  // A few are enough: only the last orders of this tab can be shown again.
  writeStorage(TRACKED_PURCHASES_KEY, JSON.stringify([...ids, transactionId].slice(-20)), storage);
}
