import { describe, expect, it } from 'vitest';
import { allowedMoves, applyMove, refusalReason, type Move } from './moves.ts';
import {
  ORDER_STATUSES,
  PRODUCTION_STATUSES,
  type OrderStatus,
  type ProductionStatus,
} from './statuses.ts';

// The staff moves as the server and the dashboard use them: which are accepted, what they
// lead to, which actions they ask for, and the German reason for every refusal.

const NOTE = 'Tinte verlaufen';
const at = (status: OrderStatus, production: ProductionStatus) => ({ status, production });
const status = (to: OrderStatus, note?: string): Move => ({ kind: 'status', to, note });
const production = (to: ProductionStatus, note?: string): Move => ({
  kind: 'production',
  to,
  note,
});

describe('order status moves', () => {
  /** The whole table of accepted status moves; everything else is refused. */
  const ACCEPTED: Record<OrderStatus, OrderStatus[]> = {
    draft: ['pending', 'canceled'],
    pending: ['payment_pending', 'delivery_pending', 'hold', 'canceled'],
    payment_pending: ['delivery_pending', 'hold', 'canceled'],
    delivery_pending: ['hold', 'canceled'],
    hold: ['delivery_pending', 'canceled'],
    complete: [],
    canceled: [],
  };

  it.each(ORDER_STATUSES)('from %s: exactly the table’s moves, production step kept', (from) => {
    const step = from === 'complete' ? 'sent_out' : 'in_production';
    for (const to of ORDER_STATUSES) {
      const result = applyMove(at(from, step), status(to, NOTE));
      if (ACCEPTED[from].includes(to))
        expect(result).toEqual({ ok: true, status: to, production: step, actions: [] });
      else expect(result).toEqual({ ok: false, reason: refusalReason(at(from, step), status(to)) });
    }
  });

  it('refuses with the German reason for each kind of refusal', () => {
    const refused = (from: OrderStatus, step: ProductionStatus, to: OrderStatus) => {
      const result = applyMove(at(from, step), status(to));
      return result.ok ? 'accepted' : result.reason;
    };
    expect(refused('hold', 'in_qa', 'hold')).toBe(
      'Die Bestellung hat den Status „Angehalten“ bereits.',
    );
    expect(refused('canceled', 'in_qa', 'delivery_pending')).toBe(
      'Die Bestellung ist storniert; ihr Status lässt sich nicht mehr ändern.',
    );
    expect(refused('complete', 'sent_out', 'canceled')).toBe(
      'Die Bestellung ist abgeschlossen; ihr Status lässt sich nicht mehr ändern.',
    );
    expect(refused('delivery_pending', 'in_qa', 'complete')).toBe(
      'Abgeschlossen wird eine Bestellung, wenn die Produktion „Versendet“ erreicht.',
    );
    expect(refused('delivery_pending', 'in_qa', 'pending')).toBe(
      'Von „In Bearbeitung“ geht es nicht nach „Offen“.',
    );
    expect(refused('draft', 'order_received', 'payment_pending')).toBe(
      'Von „Entwurf“ geht es nicht nach „Zahlung ausstehend“.',
    );
    expect(refused('hold', 'in_qa', 'pending')).toBe(
      'Von „Angehalten“ geht es nicht nach „Offen“.',
    );
  });

  it('holding and resuming keeps the production step', () => {
    const held = applyMove(at('delivery_pending', 'in_production'), status('hold'));
    expect(held).toEqual({ ok: true, status: 'hold', production: 'in_production', actions: [] });
    const resumed = applyMove(at('hold', 'in_production'), status('delivery_pending'));
    expect(resumed).toEqual({
      ok: true,
      status: 'delivery_pending',
      production: 'in_production',
      actions: [],
    });
  });
});

describe('production moves while the order is being delivered', () => {
  const steps = PRODUCTION_STATUSES.filter((step) => step !== 'sent_out');

  it.each(steps)('from %s: one step forward, any earlier step with a note', (from) => {
    const index = PRODUCTION_STATUSES.indexOf(from);
    const next = PRODUCTION_STATUSES[index + 1] as ProductionStatus;
    for (const to of PRODUCTION_STATUSES) {
      const distance = PRODUCTION_STATUSES.indexOf(to) - index;
      for (const note of [undefined, '', '   \n\t', NOTE]) {
        const result = applyMove(at('delivery_pending', from), production(to, note));
        const noted = note === NOTE;
        if (distance === 1 || (distance < 0 && noted)) {
          expect(result).toMatchObject({ ok: true, production: to });
          continue;
        }
        const reason =
          distance === 0
            ? `Die Produktion steht bereits auf „${label(from)}“.`
            : distance < 0
              ? 'Ein Schritt zurück braucht eine Notiz, warum.'
              : `Die Produktion geht einen Schritt nach dem anderen: als Nächstes „${label(next)}“.`;
        expect(result).toEqual({ ok: false, reason });
      }
    }
  });

  it('forward and back keep the order being delivered and ask for no action', () => {
    expect(
      applyMove(at('delivery_pending', 'order_received'), production('material_ordered')),
    ).toEqual({
      ok: true,
      status: 'delivery_pending',
      production: 'material_ordered',
      actions: [],
    });
    expect(applyMove(at('delivery_pending', 'in_qa'), production('order_received', NOTE))).toEqual({
      ok: true,
      status: 'delivery_pending',
      production: 'order_received',
      actions: [],
    });
  });

  it('skipping a step names the next one; going back without a real note is refused', () => {
    expect(
      applyMove(at('delivery_pending', 'order_received'), production('material_available')),
    ).toEqual({
      ok: false,
      reason:
        'Die Produktion geht einen Schritt nach dem anderen: als Nächstes „Material bestellt“.',
    });
    expect(
      applyMove(at('delivery_pending', 'material_available'), production('sent_out', NOTE)),
    ).toEqual({
      ok: false,
      reason: 'Die Produktion geht einen Schritt nach dem anderen: als Nächstes „In Produktion“.',
    });
    for (const note of [undefined, '', ' ', '\n\t  '])
      expect(applyMove(at('delivery_pending', 'in_qa'), production('in_production', note))).toEqual(
        {
          ok: false,
          reason: 'Ein Schritt zurück braucht eine Notiz, warum.',
        },
      );
    expect(applyMove(at('delivery_pending', 'in_qa'), production('in_qa', NOTE))).toEqual({
      ok: false,
      reason: 'Die Produktion steht bereits auf „Qualitätskontrolle“.',
    });
  });

  it('sent_out completes the order and asks for notifySentOut, once', () => {
    expect(applyMove(at('delivery_pending', 'in_qa'), production('sent_out'))).toEqual({
      ok: true,
      status: 'complete',
      production: 'sent_out',
      actions: ['notifySentOut'],
    });
  });
});

describe('production moves while the order is not being delivered', () => {
  it('hold pauses every production move', () => {
    for (const from of ['order_received', 'in_production', 'in_qa'] as const)
      for (const to of PRODUCTION_STATUSES.filter((step) => step !== from))
        expect(applyMove(at('hold', from), production(to, NOTE))).toEqual({
          ok: false,
          reason: 'Die Bestellung ist angehalten. Erst fortsetzen, dann die Produktion ändern.',
        });
  });

  it('canceled blocks every move, of status and of production', () => {
    for (const to of PRODUCTION_STATUSES.filter((step) => step !== 'material_available'))
      expect(applyMove(at('canceled', 'material_available'), production(to, NOTE))).toEqual({
        ok: false,
        reason: 'Die Bestellung ist storniert; die Produktion lässt sich nicht mehr ändern.',
      });
    for (const to of ORDER_STATUSES.filter((s) => s !== 'canceled'))
      expect(applyMove(at('canceled', 'material_available'), status(to, NOTE)).ok).toBe(false);
  });

  it('a completed order’s production stays sent out', () => {
    for (const to of PRODUCTION_STATUSES.filter((step) => step !== 'sent_out'))
      expect(applyMove(at('complete', 'sent_out'), production(to, NOTE))).toEqual({
        ok: false,
        reason: 'Die Karten sind versendet; die Produktion lässt sich nicht mehr ändern.',
      });
    expect(applyMove(at('complete', 'sent_out'), production('sent_out'))).toEqual({
      ok: false,
      reason: 'Die Produktion steht bereits auf „Versendet“.',
    });
  });

  it.each(['draft', 'pending', 'payment_pending'] as const)(
    'production waits for delivery while the order is %s',
    (current) => {
      const reason = {
        draft:
          'Die Produktion beginnt erst, wenn die Bestellung „In Bearbeitung“ ist (jetzt: „Entwurf“).',
        pending:
          'Die Produktion beginnt erst, wenn die Bestellung „In Bearbeitung“ ist (jetzt: „Offen“).',
        payment_pending:
          'Die Produktion beginnt erst, wenn die Bestellung „In Bearbeitung“ ist (jetzt: „Zahlung ausstehend“).',
      }[current];
      for (const to of PRODUCTION_STATUSES.filter((step) => step !== 'order_received'))
        expect(applyMove(at(current, 'order_received'), production(to, NOTE))).toEqual({
          ok: false,
          reason,
        });
    },
  );
});

describe('allowedMoves', () => {
  it('lists what the machine accepts, in the spec’s order, with the notes steps back need', () => {
    expect(allowedMoves(at('delivery_pending', 'order_received'))).toEqual({
      status: ['hold', 'canceled'],
      production: [{ to: 'material_ordered', needsNote: false }],
    });
    expect(allowedMoves(at('delivery_pending', 'in_production'))).toEqual({
      status: ['hold', 'canceled'],
      production: [
        { to: 'order_received', needsNote: true },
        { to: 'material_ordered', needsNote: true },
        { to: 'material_available', needsNote: true },
        { to: 'in_qa', needsNote: false },
      ],
    });
    expect(allowedMoves(at('delivery_pending', 'in_qa')).production).toEqual([
      { to: 'order_received', needsNote: true },
      { to: 'material_ordered', needsNote: true },
      { to: 'material_available', needsNote: true },
      { to: 'in_production', needsNote: true },
      { to: 'sent_out', needsNote: false },
    ]);
  });

  it('offers only status moves before delivery and while on hold', () => {
    expect(allowedMoves(at('draft', 'order_received'))).toEqual({
      status: ['pending', 'canceled'],
      production: [],
    });
    expect(allowedMoves(at('pending', 'order_received'))).toEqual({
      status: ['payment_pending', 'delivery_pending', 'hold', 'canceled'],
      production: [],
    });
    expect(allowedMoves(at('payment_pending', 'order_received'))).toEqual({
      status: ['delivery_pending', 'hold', 'canceled'],
      production: [],
    });
    expect(allowedMoves(at('hold', 'in_qa'))).toEqual({
      status: ['delivery_pending', 'canceled'],
      production: [],
    });
  });

  it('offers nothing for canceled or complete orders', () => {
    expect(allowedMoves(at('canceled', 'in_production'))).toEqual({ status: [], production: [] });
    expect(allowedMoves(at('canceled', 'order_received'))).toEqual({ status: [], production: [] });
    expect(allowedMoves(at('complete', 'sent_out'))).toEqual({ status: [], production: [] });
  });
});

describe('a parcel „an mich“ (issue 40)', () => {
  it('goes out only with its tracking number, and says so', () => {
    const qa = at('delivery_pending', 'in_qa');
    expect(applyMove(qa, { kind: 'production', to: 'sent_out', parcel: true })).toEqual({
      ok: false,
      reason: 'Das Paket geht an den Kunden: Bitte die Sendungsnummer angeben, dann „Versendet“.',
    });
    expect(
      applyMove(qa, { kind: 'production', to: 'sent_out', parcel: true, tracking: true }),
    ).toMatchObject({ ok: true, status: 'complete', production: 'sent_out' });
    // Offered all the same: the step asks for the number.
    expect(allowedMoves(qa).production).toContainEqual({ to: 'sent_out', needsNote: false });
  });
});

function label(step: ProductionStatus): string {
  return {
    order_received: 'Bestellung eingegangen',
    material_ordered: 'Material bestellt',
    material_available: 'Material vorhanden',
    in_production: 'In Produktion',
    in_qa: 'Qualitätskontrolle',
    sent_out: 'Versendet',
  }[step];
}
