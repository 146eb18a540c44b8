// Test helpers for the payment machines: every app actor answered by a table (or never).
import { createActor, fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import type { PaymentInput } from './types.ts';

export const ACTOR_NAMES = [
  'tokenizeCard',
  'createIntent',
  'confirmIntent',
  'fetchIntent',
  'applyPayment',
  'saveCard',
  'checkDevice',
  'verifyDomain',
  'updateShippingAddress',
  'updateShippingOption',
  'applyWalletPayment',
] as const;

export type Answers = Partial<Record<(typeof ACTOR_NAMES)[number], (input: never) => unknown>>;

export function baseInput(changes: Partial<PaymentInput> = {}): PaymentInput {
  return {
    choice: {
      method: 'card',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      saveCard: false,
    },
    amount: 34.5,
    currency: 'EUR',
    returnUrl: 'http://localhost/checkout',
    settings: { enabled: true },
    subscription: false,
    ...changes,
  };
}

/** The machine with answering (or never-answering) actors; records calls and redirects. */
export function withAnswers(machine: AnyStateMachine, answers: Answers = {}) {
  const calls: Record<string, unknown[]> = {};
  const redirects: string[] = [];
  const walletAnswers: unknown[] = [];
  const actors = Object.fromEntries(
    ACTOR_NAMES.map((name) => [
      name,
      fromPromise(async ({ input }) => {
        (calls[name] ??= []).push(input);
        const answer = answers[name];
        if (!answer) return new Promise(() => {});
        return answer(input as never);
      }),
    ]),
  );
  const provided = machine.provide({
    actors: {
      ...actors,
      openWallet: fromCallback(({ receive }) => {
        receive((answer) => walletAnswers.push(answer));
      }),
    },
    actions: { redirect: (_: unknown, params: { url: string }) => void redirects.push(params.url) },
  } as never);
  return { machine: provided as AnyStateMachine, calls, redirects, walletAnswers };
}

export function startWith(machine: AnyStateMachine, input: PaymentInput, answers: Answers = {}) {
  const rig = withAnswers(machine, answers);
  const actor = createActor(rig.machine, { input }).start();
  return { ...rig, actor };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
