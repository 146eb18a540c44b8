// localStorage can throw (disabled storage, private mode quotas, sandboxed iframes).
// Everything the app remembers goes through these two helpers so a blocked storage
// never breaks a page; the choice is simply not remembered.

export function readStorage(
  key: string,
  storage: Storage | undefined = safeLocalStorage(),
): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(
  key: string,
  value: string,
  storage: Storage | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Not remembered; nothing else to do.
  }
}

export function removeStorage(
  key: string,
  storage: Storage | undefined = safeLocalStorage(),
): void {
  try {
    storage?.removeItem(key);
  } catch {
    // ignore
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
