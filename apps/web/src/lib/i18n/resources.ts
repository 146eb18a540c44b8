import type { Resource, ResourceLanguage } from 'i18next';

type Messages = Record<string, unknown>;

// App-wide strings: src/locales/<lang>/<namespace>.json (namespace = file name, e.g. common).
const appFiles = import.meta.glob<Messages>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

// Feature strings: src/features/<feature>/locales/<lang>.json (namespace = feature folder);
// a sub-feature's src/features/<feature>/<part>/locales/<lang>.json is "<feature>-<part>".
const featureFiles = import.meta.glob<Messages>('../../features/**/locales/*.json', {
  eager: true,
  import: 'default',
});

const APP_FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;
// Shared components with texts of their own: src/components/<part>/locales/<lang>.json is
// the namespace "<part>" (e.g. the recipient editor's "recipients").
const componentFiles = import.meta.glob<Messages>('../../components/**/locales/*.json', {
  eager: true,
  import: 'default',
});

const FEATURE_FILE = /\/(?:features|components)\/(.+?)\/locales\/([^/]+)\.json$/;

/** Builds i18next resources `{ [lang]: { [namespace]: messages } }` from the globbed files. */
export function buildResources(
  app: Record<string, Messages> = appFiles,
  features: Record<string, Messages> = { ...featureFiles, ...componentFiles },
): Resource {
  const resources: Resource = {};
  const add = (lang: string, ns: string, messages: Messages) => {
    const language: ResourceLanguage = (resources[lang] ??= {});
    if (language[ns]) throw new Error(`i18n namespace "${ns}" is defined twice for "${lang}"`);
    language[ns] = messages as ResourceLanguage[string];
  };
  for (const [path, messages] of Object.entries(app)) {
    const match = APP_FILE.exec(path);
    if (match?.[1] && match[2]) add(match[1], match[2], messages);
  }
  for (const [path, messages] of Object.entries(features)) {
    const match = FEATURE_FILE.exec(path);
    if (match?.[1] && match[2]) add(match[2], match[1].replaceAll('/', '-'), messages);
  }
  return resources;
}

export function namespacesOf(resources: Resource): string[] {
  const names = new Set<string>();
  for (const language of Object.values(resources)) {
    for (const ns of Object.keys(language)) names.add(ns);
  }
  return [...names].sort();
}
