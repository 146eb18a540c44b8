import type { Resource, ResourceLanguage } from 'i18next';

export type Messages = Record<string, unknown>;
export type MessagesLoader = () => Promise<Messages>;

// Issue #13: every namespace file is its own chunk, loaded when a screen first uses it
// (i18n.ts: an i18next backend over these loaders), so the start holds no texts but the
// ones on screen. The globs are lazy; `loadAllResources()` reads them all (server, tests).

// App-wide strings: src/locales/<lang>/<namespace>.json (namespace = file name, e.g. common).
const appFiles = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });

// Feature strings: src/features/<feature>/locales/<lang>.json (namespace = feature folder);
// a sub-feature's src/features/<feature>/<part>/locales/<lang>.json is "<feature>-<part>".
const featureFiles = import.meta.glob<Messages>('../../features/**/locales/*.json', {
  import: 'default',
});

const APP_FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;
// Shared components with texts of their own: src/components/<part>/locales/<lang>.json is
// the namespace "<part>" (e.g. the recipient editor's "recipients").
const componentFiles = import.meta.glob<Messages>('../../components/**/locales/*.json', {
  import: 'default',
});

const FEATURE_FILE = /\/(?:features|components)\/(.+?)\/locales\/([^/]+)\.json$/;

/** `{ [lang]: { [namespace]: value } }` — a value per globbed file (messages or their loader). */
export type ByLanguage<T> = Record<string, Record<string, T>>;

/** Maps globbed files to `{ [lang]: { [namespace]: value } }`; a namespace defined twice throws. */
export function buildResources<T = MessagesLoader>(
  app: Record<string, T> = appFiles as Record<string, T>,
  features: Record<string, T> = { ...featureFiles, ...componentFiles } as Record<string, T>,
): ByLanguage<T> {
  const resources: ByLanguage<T> = {};
  const add = (lang: string, ns: string, value: T) => {
    const language = (resources[lang] ??= {});
    if (language[ns]) throw new Error(`i18n namespace "${ns}" is defined twice for "${lang}"`);
    language[ns] = value;
  };
  for (const [path, value] of Object.entries(app)) {
    const match = APP_FILE.exec(path);
    if (match?.[1] && match[2]) add(match[1], match[2], value);
  }
  for (const [path, value] of Object.entries(features)) {
    const match = FEATURE_FILE.exec(path);
    if (match?.[1] && match[2]) add(match[2], match[1].replaceAll('/', '-'), value);
  }
  return resources;
}

export function namespacesOf(resources: ByLanguage<unknown>): string[] {
  const names = new Set<string>();
  for (const language of Object.values(resources)) {
    for (const ns of Object.keys(language)) names.add(ns);
  }
  return [...names].sort();
}

/** The loader of every namespace file, by language. */
export const resourceLoaders: ByLanguage<MessagesLoader> = buildResources();

/** Every text of every namespace, loaded (the server renders any screen; tests use them all). */
export async function loadAllResources(
  loaders: ByLanguage<MessagesLoader> = resourceLoaders,
): Promise<Resource> {
  const resources: Resource = {};
  await Promise.all(
    Object.entries(loaders).flatMap(([lang, namespaces]) =>
      Object.entries(namespaces).map(async ([ns, load]) => {
        const language: ResourceLanguage = (resources[lang] ??= {});
        language[ns] = (await load()) as ResourceLanguage[string];
      }),
    ),
  );
  return resources;
}
