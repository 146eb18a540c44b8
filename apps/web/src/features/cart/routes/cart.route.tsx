import { CartPage } from '../components/CartPage.tsx';

/** Lazy route module for `/cart`. */
export function Component() {
  return <CartPage />;
}
