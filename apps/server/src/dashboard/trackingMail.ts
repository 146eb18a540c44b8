import type { Tracking } from '@federkiel/machines/fulfilment/tracking';
import type { FastifyInstance } from 'fastify';
import type { OrdersTable } from '../db/schema.ts';
import type { Mail } from '../mail/mailer.ts';
import { compose, VOICES } from '../mail/templates.ts';
import { addressForm } from '../store/accounts/accountRecords.ts';

// Issue 40: the parcel's number changed after the „versendet“ e-mail named the old one (a
// typo, a parcel sent again). The customer gets the new number, du or Sie as their account
// says — like the „versendet“ e-mail.

export async function trackingChangedMail(
  app: FastifyInstance,
  order: OrdersTable,
  tracking: Tracking,
): Promise<Mail> {
  const account = order.account_id
    ? await app.db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', order.account_id)
        .executeTakeFirst()
    : undefined;
  const snapshot = JSON.parse(order.data) as { shipping?: { first_name?: string } };
  const form = addressForm(account ?? null);
  const du = form === 'du';
  const firstName = account?.first_name ?? snapshot.shipping?.first_name ?? '';
  const text = compose(
    `Neue Sendungsnummer für ${du ? 'deine' : 'Ihre'} Bestellung ${order.number}`,
    form,
    [
      [VOICES[form].hello(firstName)],
      [
        du
          ? `für dein Paket mit der Bestellung ${order.number} gilt eine neue Sendungsnummer – die aus unserer letzten E-Mail ist nicht mehr richtig.`
          : `für Ihr Paket mit der Bestellung ${order.number} gilt eine neue Sendungsnummer – die aus unserer letzten E-Mail ist nicht mehr richtig.`,
      ],
      [
        `Sendungsnummer (${tracking.label}): ${tracking.number}`,
        du ? 'Hier kannst du das Paket verfolgen:' : 'Hier können Sie das Paket verfolgen:',
        tracking.url,
      ],
      [du ? 'Deine Bestellung:' : 'Ihre Bestellung:', `${app.config.publicUrl}/order/${order.id}`],
    ],
  );
  return { to: order.email, kind: 'order-tracking-changed', ...text };
}
