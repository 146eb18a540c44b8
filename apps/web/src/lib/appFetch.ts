// The shop's own API as the app's queries call it (issue #44). In the browser this is
// `fetch`; the server render sets a function per render that answers the same paths in the
// server's own process with the request's cookies (app/renderOnServer.tsx), so a staff page
// is rendered with the data the browser would have asked for.

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

let resolve: () => Fetch = () => globalThis.fetch;

/** `fetch` for a path of the shop's own server. */
export function appFetch(input: string, init?: RequestInit): Promise<Response> {
  return resolve()(input, init);
}

/** The server render: where `appFetch` finds the current request's fetch. */
export function setAppFetchResolver(resolver: () => Fetch): void {
  resolve = resolver;
}
