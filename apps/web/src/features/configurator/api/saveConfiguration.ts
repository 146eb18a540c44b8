import type { OrderConfiguration, StepProblem } from '@federkiel/machines';

// `POST /swell/configurations`: the shop backend re-checks the whole configuration with the
// machines' rules and the CMS font and stores it (201), or refuses it (422) with the
// problems and one row per card for jump links (docs/uploads-and-configurations.md).

export interface SavedConfiguration {
  id: string;
  cardCount: number;
  productId: string;
  canvasKey: string;
}

/** One card row of a refusal (the server's `cards`). */
export interface RefusedCard {
  cardNumber: number;
  recipientId: string;
  recipientLabel?: string;
  field: string;
  message: string;
  pageLabel?: string;
  line?: number;
  text?: string;
}

export type RefusedProblem = StepProblem & { message?: string };

/** The server's 422: something the customer can fix, listed per step and per card. */
export class ConfigurationRefused extends Error {
  override readonly name = 'ConfigurationRefused';
  constructor(
    message: string,
    readonly problems: RefusedProblem[],
    readonly cards: RefusedCard[],
    readonly affectedCards: number,
  ) {
    super(message);
  }
}

export type SaveFailureKind = 'session' | 'fontsUnavailable' | 'invalid' | 'network' | 'server';

/** Anything else that kept the configuration from being stored. */
export class ConfigurationSaveFailed extends Error {
  override readonly name = 'ConfigurationSaveFailed';
  constructor(
    readonly kind: SaveFailureKind,
    readonly serverMessage: string | null = null,
  ) {
    super(serverMessage ?? kind);
  }
}

interface ErrorBody {
  error?: { code?: string; message?: string };
  problems?: RefusedProblem[];
  cards?: RefusedCard[];
  affectedCards?: number;
}

export async function saveConfiguration(
  configuration: OrderConfiguration,
  sessionToken: string,
): Promise<SavedConfiguration> {
  let response: Response;
  try {
    response = await fetch('/swell/configurations', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Session': sessionToken,
      },
      body: JSON.stringify(configuration),
    });
  } catch {
    throw new ConfigurationSaveFailed('network');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.status === 201 || response.ok) return body as SavedConfiguration;
  const error = (body ?? {}) as ErrorBody;
  const message = error.error?.message ?? null;
  if (response.status === 422)
    throw new ConfigurationRefused(
      message ?? 'refused',
      error.problems ?? [],
      error.cards ?? [],
      error.affectedCards ?? error.cards?.length ?? 0,
    );
  if (response.status === 401) throw new ConfigurationSaveFailed('session', message);
  if (response.status === 503) throw new ConfigurationSaveFailed('fontsUnavailable', message);
  if (response.status === 400 || response.status === 413)
    throw new ConfigurationSaveFailed('invalid', message);
  throw new ConfigurationSaveFailed('server', message);
}
