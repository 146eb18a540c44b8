import { transition } from 'xstate';
import { fulfilmentMachine, fulfilmentSnapshot, type FulfilmentInput } from '../fulfilment.ts';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PRODUCTION_STATUSES,
  PRODUCTION_STATUS_LABELS,
  type OrderStatus,
  type ProductionStatus,
} from './statuses.ts';

// Staff moves through the fulfilment machine, as pure functions: the server decides with
// `applyMove` and the dashboard offers what `allowedMoves` lists — both ask the machine.

export type Move =
  | { kind: 'status'; to: OrderStatus; note?: string }
  | {
      kind: 'production';
      to: ProductionStatus;
      note?: string;
      /** The order is one parcel „an mich“, and whether its tracking number is there. */
      parcel?: boolean;
      tracking?: boolean;
    };

export type MoveResult =
  | {
      ok: true;
      status: OrderStatus;
      production: ProductionStatus;
      /** The machine's named actions to run (e.g. `notifySentOut`). */
      actions: string[];
    }
  | { ok: false; reason: string };

function eventOf(move: Move) {
  return move.kind === 'status'
    ? ({ type: 'SET_STATUS', to: move.to, note: move.note } as const)
    : ({
        type: 'SET_PRODUCTION',
        to: move.to,
        note: move.note,
        parcel: move.parcel,
        tracking: move.tracking,
      } as const);
}

export function applyMove(current: FulfilmentInput, move: Move): MoveResult {
  const before = fulfilmentSnapshot(current);
  const [after, actions] = transition(fulfilmentMachine, before, eventOf(move));
  const value = after.value as { order: OrderStatus; production: ProductionStatus };
  const changed = value.order !== current.status || value.production !== current.production;
  if (!changed) return { ok: false, reason: refusalReason(current, move) };
  return {
    ok: true,
    status: value.order,
    production: value.production,
    actions: actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.')),
  };
}

export interface AllowedMoves {
  status: OrderStatus[];
  /** Production steps reachable now; `needsNote` for the steps back. */
  production: { to: ProductionStatus; needsNote: boolean }[];
}

/**
 * Every move the machine accepts from the stored statuses (for the dashboard's choices).
 * „Versendet“ is offered for a parcel without a tracking number too: the step asks for it.
 */
export function allowedMoves(current: FulfilmentInput): AllowedMoves {
  const accepts = (move: Move) => applyMove(current, move).ok;
  return {
    status: ORDER_STATUSES.filter((to) => accepts({ kind: 'status', to, note: 'x' })),
    production: PRODUCTION_STATUSES.filter((to) =>
      accepts({ kind: 'production', to, note: 'x' }),
    ).map((to) => ({ to, needsNote: !accepts({ kind: 'production', to }) })),
  };
}

const quoted = (label: string) => `„${label}“`;

/** Why the machine refused a move, in the words staff read in the dashboard. */
export function refusalReason(current: FulfilmentInput, move: Move): string {
  const status = ORDER_STATUS_LABELS[current.status];
  if (move.kind === 'status') {
    if (move.to === current.status)
      return `Die Bestellung hat den Status ${quoted(status)} bereits.`;
    if (current.status === 'canceled')
      return 'Die Bestellung ist storniert; ihr Status lässt sich nicht mehr ändern.';
    if (current.status === 'complete')
      return 'Die Bestellung ist abgeschlossen; ihr Status lässt sich nicht mehr ändern.';
    if (move.to === 'complete')
      return `Abgeschlossen wird eine Bestellung, wenn die Produktion ${quoted(PRODUCTION_STATUS_LABELS.sent_out)} erreicht.`;
    return `Von ${quoted(status)} geht es nicht nach ${quoted(ORDER_STATUS_LABELS[move.to])}.`;
  }
  const step = PRODUCTION_STATUS_LABELS[current.production];
  if (move.to === current.production) return `Die Produktion steht bereits auf ${quoted(step)}.`;
  if (current.status === 'canceled')
    return 'Die Bestellung ist storniert; die Produktion lässt sich nicht mehr ändern.';
  if (current.production === 'sent_out' || current.status === 'complete')
    return 'Die Karten sind versendet; die Produktion lässt sich nicht mehr ändern.';
  if (current.status === 'hold')
    return 'Die Bestellung ist angehalten. Erst fortsetzen, dann die Produktion ändern.';
  if (current.status !== 'delivery_pending')
    return `Die Produktion beginnt erst, wenn die Bestellung ${quoted(ORDER_STATUS_LABELS.delivery_pending)} ist (jetzt: ${quoted(status)}).`;
  const from = PRODUCTION_STATUSES.indexOf(current.production);
  const to = PRODUCTION_STATUSES.indexOf(move.to);
  if (to < from) return 'Ein Schritt zurück braucht eine Notiz, warum.';
  if (move.to === 'sent_out' && to === from + 1 && move.parcel && !move.tracking)
    return 'Das Paket geht an den Kunden: Bitte die Sendungsnummer angeben, dann „Versendet“.';
  const next = PRODUCTION_STATUSES[from + 1] as ProductionStatus;
  return `Die Produktion geht einen Schritt nach dem anderen: als Nächstes ${quoted(PRODUCTION_STATUS_LABELS[next])}.`;
}
