import { LandingPage } from '../components/LandingPage.tsx';

/** Lazy route module for `/`. */
export function Component() {
  return <LandingPage />;
}
