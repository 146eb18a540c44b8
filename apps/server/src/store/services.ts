import type { Clock } from '../clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { Catalogue } from './catalogue/catalogue.ts';
import type { KeyedQueue } from './sessions/keyedQueue.ts';

/** What the store's routes share, decorated on the Fastify instance as `app.store`. */
export interface StoreServices {
  clock: Clock;
  catalogue: Catalogue;
  gateway: PaymentGateway;
  mailer: Mailer;
  /** One request at a time per session (store-api.md, issue 3). */
  sessions: KeyedQueue;
}
