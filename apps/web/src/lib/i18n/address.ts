import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../storage.ts';

/**
 * Form of address (spec §1: informal "du" and formal "Sie"). Translations use i18next
 * context: the plain key is the du form, `<key>_sie` is the Sie form (falls back to the
 * plain key when a text is the same in both forms).
 */
export type Address = 'du' | 'sie';
export const ADDRESSES: readonly Address[] = ['du', 'sie'];
export const DEFAULT_ADDRESS: Address = 'du';
export const ADDRESS_STORAGE_KEY = 'fk.address';

export function isAddress(value: unknown): value is Address {
  return value === 'du' || value === 'sie';
}

const listeners = new Set<() => void>();
let current: Address = initial();

function initial(): Address {
  const stored = readStorage(ADDRESS_STORAGE_KEY);
  return isAddress(stored) ? stored : DEFAULT_ADDRESS;
}

export function getAddress(): Address {
  return current;
}

/** Sets and remembers (localStorage `fk.address`) the form of address. */
export function setAddress(address: Address): void {
  writeStorage(ADDRESS_STORAGE_KEY, address);
  if (address === current) return;
  current = address;
  for (const listener of listeners) listener();
}

/** Re-reads the remembered choice; for tests and for a storage event from another tab. */
export function reloadAddress(): void {
  const next = initial();
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The server renders the default form (it cannot read localStorage); a page hydrated from
// it starts with that too and switches to the remembered form right after (issue #13).
const serverAddress = (): Address => DEFAULT_ADDRESS;

export function useAddress(): Address {
  return useSyncExternalStore(subscribe, getAddress, serverAddress);
}
