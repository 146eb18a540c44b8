import type { Clock } from '../clock.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox/sandboxGateway.ts';

/**
 * The gateway PAYMENT_GATEWAY names. A real gateway is added here: implement
 * PaymentGateway (gateway.ts), add its name to PAYMENT_GATEWAYS in config.ts, and return
 * it from this switch (docs/store.md "Adding a real gateway").
 */
export function createGateway(config: ServerConfig, db: Db, clock: Clock): PaymentGateway {
  switch (config.paymentGateway) {
    case 'sandbox':
      return new SandboxGateway(db, clock);
  }
}
