import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  configuratorMachine,
  type Personalisation,
  type RecipientInput,
} from '@federkiel/machines';
import type { CanWrite } from '@federkiel/machines/configurator/similarLetters';
import { listWritesSalutation } from '@federkiel/machines/configurator/salutationUse';
import { cardTextSettings } from '@federkiel/machines/configurator/stepProblems';
import { RecipientEditor } from '../RecipientEditor.tsx';
import { unwritableLetters } from '../summary/penProblems.ts';

// The recipients step on the real configurator machine (its edits, ids and validation),
// as the configurator page wires it; for component tests and a local look.

export type ConfiguratorActor = Actor<typeof configuratorMachine>;

const never = <T,>() => fromPromise<T, unknown>(() => new Promise<T>(() => undefined));

/** A template text that writes the salutation, as most of the shop's templates do. */
export const TEXT_WITH_SALUTATION = '{{Anrede}}\nSchön, dass es dich gibt.';

export function startConfigurator({
  maxCards,
  personalisation = 'salutation_address',
  recipients = [],
  text = TEXT_WITH_SALUTATION,
}: {
  maxCards?: number;
  personalisation?: Personalisation;
  recipients?: RecipientInput[];
  /** The template's text for du, Sie and ihr. */
  text?: string;
} = {}): ConfiguratorActor {
  const machine = configuratorMachine.provide({
    actions: { persistProgress: () => undefined, clearProgress: () => undefined },
    actors: {
      checkFit: never(),
      quotePrice: never(),
      saveConfigurationAndAddToCart: never(),
    } as never,
  });
  const actor = createActor(machine, {
    input: { today: '2026-06-01', ...(maxCards ? { maxCards } : {}) },
  }).start();
  actor.send({
    type: 'CHOOSE_TEMPLATE',
    template: {
      id: 'harness',
      name: 'Testvorlage',
      canvas: {
        id: 'postcard',
        key: 'postkarte',
        name: 'Postkarte',
        kind: 'postcard',
        widthMm: 148,
        heightMm: 105,
      },
      texts: { du: text, sie: text, ihr: text },
    },
  });
  actor.send({ type: 'CHOOSE_PERSONALISATION', personalisation });
  if (recipients.length > 0) actor.send({ type: 'IMPORT_RECIPIENTS', recipients, mode: 'replace' });
  return actor;
}

export interface RecipientsHarnessProps {
  actor: ConfiguratorActor;
  variableNames?: string[];
  focusCardId?: string | null;
  /** The pen's letters, as the data step gets them from the font. */
  canWrite?: CanWrite;
}

export function RecipientsHarness({
  actor,
  variableNames = [],
  focusCardId,
  canWrite,
}: RecipientsHarnessProps) {
  const [send] = useState(() => actor.send.bind(actor));
  const recipients = useSelector(actor, (s) => s.context.draft.recipients);
  const validation = useSelector(actor, (s) => s.context.recipientValidation);
  const personalisation = useSelector(actor, (s) => s.context.draft.personalisation);
  const maxCards = useSelector(actor, (s) => s.context.settings.maxCards);
  const salutationRequired = useSelector(actor, (s) =>
    listWritesSalutation(cardTextSettings(s.context.draft), s.context.draft.recipients),
  );
  const penProblems = useMemo(
    () => (canWrite ? unwritableLetters(recipients, canWrite) : []),
    [recipients, canWrite],
  );
  return (
    <RecipientEditor
      recipients={recipients}
      validation={validation}
      personalisation={personalisation}
      variableNames={variableNames}
      maxCards={maxCards}
      send={send}
      focusCardId={focusCardId}
      penProblems={penProblems}
      canWrite={canWrite ?? null}
      salutationRequired={salutationRequired}
    />
  );
}
