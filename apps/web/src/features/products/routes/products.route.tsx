import { ProductListPage } from '../components/ProductListPage.tsx';

/** Lazy route module for `/products`. */
export function Component() {
  return <ProductListPage />;
}
