import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  cookieConsentMachine,
  type CookieConsentEvent,
  type CookieSetting,
} from './cookieConsent.ts';

function start(stored: CookieSetting | null) {
  const persisted: CookieSetting[] = [];
  const loadTracking = vi.fn();
  const machine = cookieConsentMachine.provide({
    actions: {
      persistSetting: (_, params) => {
        persisted.push(params.setting);
      },
      loadTracking,
    },
  });
  const actor = createActor(machine, { input: { stored } }).start();
  return { actor, persisted, loadTracking };
}

describe('cookieConsent', () => {
  it('prompts on the first visit and loads nothing', () => {
    const { actor, loadTracking } = start(null);
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
    expect(actor.getSnapshot().hasTag('tracking')).toBe(false);
    expect(loadTracking).not.toHaveBeenCalled();
  });

  it.each([
    ['ACCEPT_ALL', 'unrestricted', true],
    ['ACCEPT_NECESSARY', 'restricted', false],
    ['DISMISS', 'restricted', false],
  ] as const)('%s stores %s (tracking: %s)', (type, setting, tracking) => {
    const { actor, persisted, loadTracking } = start(null);
    actor.send({ type });
    const snapshot = actor.getSnapshot();
    expect(persisted).toEqual([setting]);
    expect(snapshot.context.setting).toBe(setting);
    expect(snapshot.hasTag('prompt')).toBe(false);
    expect(snapshot.hasTag('tracking')).toBe(tracking);
    expect(loadTracking).toHaveBeenCalledTimes(tracking ? 1 : 0);
  });

  it('does not prompt again when a setting is stored, and honours it', () => {
    const unrestricted = start('unrestricted');
    expect(unrestricted.actor.getSnapshot().hasTag('prompt')).toBe(false);
    expect(unrestricted.loadTracking).toHaveBeenCalledTimes(1);
    expect(unrestricted.persisted).toEqual([]);

    const restricted = start('restricted');
    expect(restricted.actor.getSnapshot().hasTag('prompt')).toBe(false);
    expect(restricted.loadTracking).not.toHaveBeenCalled();
  });

  it('treats a corrupted stored value as unset', () => {
    const { actor } = start('yes please' as CookieSetting);
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
    expect(actor.getSnapshot().context.setting).toBeNull();
  });

  it('can be reopened from the footer and changed', () => {
    const { actor, persisted } = start('unrestricted');
    actor.send({ type: 'REOPEN' });
    expect(actor.getSnapshot().hasTag('prompt')).toBe(true);
    actor.send({ type: 'ACCEPT_NECESSARY' });
    expect(persisted).toEqual(['restricted']);
    expect(actor.getSnapshot().hasTag('tracking')).toBe(false);
  });

  it('ignores choices while no prompt is shown', () => {
    const { actor, persisted } = start('restricted');
    actor.send({ type: 'ACCEPT_ALL' });
    expect(persisted).toEqual([]);
    expect(actor.getSnapshot().context.setting).toBe('restricted');
  });
});

describe('cookieConsent (model-based)', () => {
  const events: CookieConsentEvent[] = [
    { type: 'ACCEPT_ALL' },
    { type: 'ACCEPT_NECESSARY' },
    { type: 'DISMISS' },
    { type: 'REOPEN' },
  ];

  for (const stored of [null, 'restricted', 'unrestricted'] as const) {
    const model = createTestModel(cookieConsentMachine, { events, input: { stored } });
    const paths = model.getSimplePaths();

    it(`reaches every state from stored=${String(stored)}`, () => {
      const reached = new Set(
        paths.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))),
      );
      expect(reached).toEqual(
        new Set(['"prompting"', '{"decided":"unrestricted"}', '{"decided":"restricted"}']),
      );
    });

    for (const path of paths) {
      it(`stored=${String(stored)}: ${path.description}`, () => {
        // Replay the path on a real actor and check the invariants after every step:
        // tracking only with an unrestricted setting, and what is persisted is what is set.
        const { actor, persisted, loadTracking } = start(stored);
        let expectedLoads = stored === 'unrestricted' ? 1 : 0;
        for (const step of path.steps) {
          const before = actor.getSnapshot();
          actor.send(step.event);
          const after = actor.getSnapshot();
          expect(after.value).toEqual(step.state.value);
          if (after.hasTag('tracking') && !before.hasTag('tracking')) expectedLoads += 1;
          expect(after.hasTag('tracking')).toBe(
            after.context.setting === 'unrestricted' && !after.hasTag('prompt'),
          );
          if (before.hasTag('prompt') && !after.hasTag('prompt')) {
            expect(persisted.at(-1)).toBe(after.context.setting);
          }
        }
        expect(loadTracking).toHaveBeenCalledTimes(expectedLoads);
      });
    }
  }
});
