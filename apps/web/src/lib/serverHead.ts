import { createContext } from 'react';

/** What a server render learns for the page's `<head>` (issue #13; entry-server.tsx). */
export interface ServerHead {
  setTitle(title: string): void;
}

/** Provided only by the server render; in the browser the hooks write to `document`. */
export const ServerHeadContext = createContext<ServerHead | null>(null);
