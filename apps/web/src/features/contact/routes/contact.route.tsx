import { ContactPage } from '../components/ContactPage.tsx';

/** Lazy route module for `/contact`. */
export function Component() {
  return <ContactPage />;
}
