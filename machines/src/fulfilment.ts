import { and, raise, setup, stateIn, type StateValue } from 'xstate';
import {
  PRODUCTION_STATUSES,
  type OrderStatus,
  type ProductionStatus,
} from './fulfilment/statuses.ts';

// Order fulfilment (spec §4): what shop staff may do with an order's status and its
// production status. Two regions run side by side because an order has both at once:
// `order` is the status the customer sees, `production` the step in the workshop.
//
// - production moves forward one step at a time, and only while the order is being
//   delivered (`delivery_pending`); back to any earlier step only with a note saying why;
// - `hold` pauses production (no production move until the order is resumed);
// - `canceled` ends everything; `sent_out` completes the order (and tells the customer);
//   a parcel „an mich“ reaches `sent_out` only with its tracking number.
// The server reads the two stored statuses into a snapshot (`fulfilmentSnapshot`) and runs
// the staff member's event through this machine: a move the machine ignores is refused.

export interface FulfilmentInput {
  status: OrderStatus;
  production: ProductionStatus;
}

export type FulfilmentEvent =
  | { type: 'SET_STATUS'; to: OrderStatus; note?: string }
  | {
      type: 'SET_PRODUCTION';
      to: ProductionStatus;
      note?: string;
      /** The order goes as one parcel „an mich“ (issue 40): it leaves with a tracking number. */
      parcel?: boolean;
      /** A tracking number is stored or comes with this move. */
      tracking?: boolean;
    }
  | { type: 'PRODUCTION_FINISHED' };

const hasNote = (event: FulfilmentEvent) =>
  'note' in event && typeof event.note === 'string' && event.note.trim() !== '';

const target = (event: FulfilmentEvent) => ('to' in event ? event.to : null);

export const fulfilmentMachine = setup({
  // No `input`: an order's statuses come from storage, so an actor starts from
  // `fulfilmentSnapshot(...)` (`createActor(fulfilmentMachine, { snapshot })`).
  types: {
    events: {} as FulfilmentEvent,
    tags: {} as 'producing' | 'paused' | 'closed',
  },
  actions: {
    /** The app tells the customer that the cards are on their way. */
    notifySentOut: () => {},
  },
  guards: {
    to: ({ event }, params: { to: OrderStatus | ProductionStatus }) => target(event) === params.to,
    /** Forward one step: only while the order is being delivered. */
    forwardTo: ({ event }, params: { to: ProductionStatus }) => target(event) === params.to,
    /** „Versendet“: a parcel only with its tracking number (issue 40). */
    sendOut: ({ event }) =>
      target(event) === 'sent_out' &&
      !(event.type === 'SET_PRODUCTION' && event.parcel === true && event.tracking !== true),
    /** Back to an earlier step: only with a note. */
    backWithNote: ({ event }, params: { to: ProductionStatus }) =>
      target(event) === params.to && hasNote(event),
  },
}).createMachine({
  id: 'fulfilment',
  type: 'parallel',
  states: {
    order: {
      initial: 'delivery_pending',
      states: {
        draft: {
          on: {
            SET_STATUS: [
              { guard: { type: 'to', params: { to: 'pending' } }, target: 'pending' },
              { guard: { type: 'to', params: { to: 'canceled' } }, target: 'canceled' },
            ],
          },
        },
        pending: {
          on: {
            SET_STATUS: [
              {
                guard: { type: 'to', params: { to: 'payment_pending' } },
                target: 'payment_pending',
              },
              {
                guard: { type: 'to', params: { to: 'delivery_pending' } },
                target: 'delivery_pending',
              },
              { guard: { type: 'to', params: { to: 'hold' } }, target: 'hold' },
              { guard: { type: 'to', params: { to: 'canceled' } }, target: 'canceled' },
            ],
          },
        },
        payment_pending: {
          on: {
            SET_STATUS: [
              {
                guard: { type: 'to', params: { to: 'delivery_pending' } },
                target: 'delivery_pending',
              },
              { guard: { type: 'to', params: { to: 'hold' } }, target: 'hold' },
              { guard: { type: 'to', params: { to: 'canceled' } }, target: 'canceled' },
            ],
          },
        },
        delivery_pending: {
          tags: ['producing'],
          on: {
            SET_STATUS: [
              { guard: { type: 'to', params: { to: 'hold' } }, target: 'hold' },
              { guard: { type: 'to', params: { to: 'canceled' } }, target: 'canceled' },
            ],
            // Raised by entering `sent_out`; the guard keeps anyone else's PRODUCTION_FINISHED
            // from completing an order whose cards are not sent out.
            PRODUCTION_FINISHED: {
              guard: stateIn({ production: 'sent_out' }),
              target: 'complete',
            },
          },
        },
        hold: {
          tags: ['paused'],
          on: {
            SET_STATUS: [
              {
                guard: { type: 'to', params: { to: 'delivery_pending' } },
                target: 'delivery_pending',
              },
              { guard: { type: 'to', params: { to: 'canceled' } }, target: 'canceled' },
            ],
          },
        },
        complete: { type: 'final', tags: ['closed'] },
        canceled: { type: 'final', tags: ['closed'] },
      },
    },
    production: {
      initial: 'order_received',
      states: productionStates(),
    },
  },
});

/**
 * One state per production step: forward to the next step, back to any earlier one with a
 * note, both only while the order region is `delivery_pending`. Written as a loop because
 * the six steps follow one rule; the diagram shows every resulting transition.
 */
function productionStates() {
  const delivering = stateIn({ order: 'delivery_pending' });
  const states: Record<string, object> = {};
  PRODUCTION_STATUSES.forEach((step, index) => {
    if (step === 'sent_out') {
      states[step] = {
        type: 'final',
        entry: [raise({ type: 'PRODUCTION_FINISHED' }), 'notifySentOut'],
      };
      return;
    }
    const next = PRODUCTION_STATUSES[index + 1] as ProductionStatus;
    const earlier = PRODUCTION_STATUSES.slice(0, index);
    states[step] = {
      on: {
        SET_PRODUCTION: [
          next === 'sent_out'
            ? { guard: { type: 'sendOut' }, target: next }
            : { guard: { type: 'forwardTo', params: { to: next } }, target: next },
          ...earlier.map((to) => ({
            guard: { type: 'backWithNote', params: { to } },
            target: to,
          })),
        ].map((transition) => ({
          ...transition,
          // Production only moves while the order is being delivered.
          guard: and([delivering, transition.guard]),
        })),
      },
    };
  });
  return states as Record<ProductionStatus, object>;
}

export type FulfilmentValue = { order: OrderStatus; production: ProductionStatus };

/** The machine's snapshot for an order as stored. */
export function fulfilmentSnapshot(input: FulfilmentInput) {
  return fulfilmentMachine.resolveState({
    value: { order: input.status, production: input.production } satisfies StateValue,
    context: {},
  });
}
