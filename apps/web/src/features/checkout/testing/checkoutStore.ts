import type { Mock } from 'vitest';
import type { FakeStore } from '../../../test/fakeStore.ts';
import type { StoreCart, StoreOrder } from '../../../lib/store/types.ts';

/** The fake store's cart calls with the store client's signatures (the fake's are loose). */
export interface CartMocks {
  get: Mock<() => Promise<StoreCart | null>>;
  update: Mock<(data: Record<string, unknown>) => Promise<StoreCart>>;
  applyCoupon: Mock<(code: string) => Promise<StoreCart>>;
  removeCoupon: Mock<() => Promise<StoreCart>>;
  submitOrder: Mock<() => Promise<StoreOrder>>;
}

export function cartMocks(store: FakeStore): CartMocks {
  return store.cart as unknown as CartMocks;
}

/** Lets pending promise callbacks (fire-and-forget requests) run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
