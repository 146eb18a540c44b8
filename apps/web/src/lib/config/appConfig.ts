// Runtime configuration published by the server at /app-config.json, so one build runs
// against any CMS or store without being rebuilt.
export interface AppConfig {
  cmsUrl: string;
  storeId: string;
  publicKey: string;
  publicUrl: string;
  trackingId: string | null;
}

let current: AppConfig | null = null;

export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchImpl('/app-config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`app-config.json answered ${response.status}`);
  current = (await response.json()) as AppConfig;
  return current;
}

export function setAppConfig(config: AppConfig): void {
  current = config;
}

/** Whether the configuration is there (a component test may render without it). */
export function hasAppConfig(): boolean {
  return current !== null;
}

export function getAppConfig(): AppConfig {
  if (!current) throw new Error('App configuration has not been loaded yet');
  return current;
}
