import type { PaymentInput, WalletAnswer, WalletEvent } from '@federkiel/machines';
import { fromCallback } from 'xstate';
import { createValueStore, type ValueStore } from '../../../lib/valueStore.ts';
import type { WalletId } from './walletCapability.ts';

// Between a wallet machine's `openWallet` actor and the sheet on the page. The actor opens
// a session (the sheet appears), the sheet sends the customer's choices as WalletEvents to
// the machine, and the machine's answers (address/option result, Apple's completion) come
// back to the sheet. „Bezahlen“ (AUTHORIZED) or the actor ending (paid, failed, cancelled)
// closes the sheet.

export interface WalletSheetSession {
  /** Distinguishes sessions: a second payment attempt starts a fresh sheet. */
  id: number;
  wallet: WalletId;
  input: PaymentInput;
  /** The machine's answers so far, newest last. */
  answers: readonly WalletAnswer[];
  send: (event: WalletEvent) => void;
}

export interface WalletCompletion {
  wallet: WalletId;
  status: 'success' | 'failure';
}

export interface WalletSheetBridge {
  /** The open sheet, or null. */
  session: ValueStore<WalletSheetSession | null>;
  /**
   * Apple Pay's completion status (spec §4). The machine sends it and ends at once, so the
   * sheet is gone by the time it could show it; the page announces it instead.
   */
  completion: ValueStore<WalletCompletion | null>;
}

export function createWalletSheetBridge(): WalletSheetBridge {
  return {
    session: createValueStore<WalletSheetSession | null>(null),
    completion: createValueStore<WalletCompletion | null>(null),
  };
}

let sessions = 0;

export interface WalletSheetHooks {
  /** The sheet opens (before the customer changes anything on the cart). */
  opened?: () => void;
  /** The sheet closed without an authorized payment (cancelled, or the payment failed first). */
  abandoned?: () => void;
}

/** The `openWallet` actor of one wallet machine, showing its sheet through `bridge`. */
export function openWalletSheet(
  bridge: WalletSheetBridge,
  wallet: WalletId,
  hooks: WalletSheetHooks = {},
) {
  return fromCallback<WalletAnswer, PaymentInput>(({ input, sendBack, receive }) => {
    // The sheet stands in for the wallets in the sandbox only; a real gateway needs the
    // wallet's own sheet, which is not built (docs/checkout.md "Wallets in the sandbox").
    if (input.settings.gateway !== 'sandbox')
      throw new Error(`No wallet sheet for the ${input.settings.gateway ?? 'unknown'} gateway`);
    const id = ++sessions;
    const { session } = bridge;
    let authorized = false;
    bridge.completion.set(null);
    hooks.opened?.();
    const send = (event: WalletEvent) => {
      if (event.type === 'AUTHORIZED') {
        authorized = true;
        // A wallet's sheet closes on „Bezahlen“; the page then says the payment is processed
        // (issue #27 item 4). Apple's completion status is announced by the page.
        if (session.get()?.id === id) session.set(null);
      }
      sendBack(event);
    };
    session.set({ id, wallet, input, answers: [], send });
    receive((answer) => {
      if (answer.type === 'COMPLETE') bridge.completion.set({ wallet, status: answer.status });
      const current = session.get();
      if (current?.id === id) session.set({ ...current, answers: [...current.answers, answer] });
    });
    return () => {
      if (session.get()?.id === id) session.set(null);
      if (!authorized) hooks.abandoned?.();
    };
  });
}
