import { PreviewStart } from '../components/PreviewStart.tsx';

/** Lazy route module for `/vorschau` (the editors' preview of drafts). */
export function Component() {
  return <PreviewStart />;
}
