// Issue #44: the checkout's ten payment machines were built when its chunk was evaluated and
// again by each `provide()` of the app (XState builds a machine's whole state tree on
// creation) — ~25 ms at full speed, four times that on a phone, while the checkout hydrates,
// for methods a customer mostly never opens. A lazy logic is the machine all the same to
// everyone who uses it (`createActor`, `provide`, `instanceof`, JSON, the diagrams); it is
// built the first time anyone looks at it.

/** `create()`'s object, built on first use; until then nothing of it exists. */
export function lazyLogic<T extends object>(create: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= create());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key) as unknown,
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // The stand-in's own properties must be configurable to be reported (Proxy invariant).
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
  });
}
