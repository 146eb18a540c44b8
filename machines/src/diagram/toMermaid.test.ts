import { describe, expect, it } from 'vitest';
import { and, not, or, setup, stateIn } from 'xstate';
import { cookieConsentMachine } from '../cookieConsent.ts';
import { fulfilmentMachine } from '../fulfilment.ts';
import { machines } from '../registry.ts';
import { toMermaid } from './toMermaid.ts';

/** The lines of `block` (e.g. `state order {`) up to its closing brace, trimmed. */
function blockLines(diagram: string, block: string): string[] {
  const lines = diagram.split('\n');
  const start = lines.findIndex((line) => line.trim() === block);
  expect(start, `${block} is drawn`).toBeGreaterThanOrEqual(0);
  const indent = lines[start]?.indexOf('state') ?? 0;
  const end = lines.findIndex((line, i) => i > start && line === `${' '.repeat(indent)}}`);
  return lines.slice(start + 1, end).map((line) => line.trim());
}

describe('toMermaid', () => {
  it('draws states, nesting, events and guarded always-transitions', () => {
    const diagram = toMermaid(cookieConsentMachine);
    expect(diagram.split('\n')[0]).toBe('stateDiagram-v2');
    expect(diagram).toContain('[*] --> checking');
    expect(diagram).toContain('checking --> decided_unrestricted: always [storedUnrestricted]');
    expect(diagram).toContain('prompting --> decided_restricted: DISMISS');
    expect(diagram).toContain('prompting --> decided_unrestricted: ACCEPT_ALL');
    expect(diagram).toContain('state decided {');
    expect(diagram).toContain('decided --> prompting: REOPEN');
  });

  it('draws a parallel root as one composite state with its regions split by --', () => {
    const lines = toMermaid(fulfilmentMachine).split('\n');
    // The skeleton: the regions inside the machine's state, separated by Mermaid's `--`.
    expect(lines.filter((line) => /^\s*(state |--$|}$|\[\*\] --> fulfilment)/.test(line))).toEqual([
      '  [*] --> fulfilment',
      '  state fulfilment {',
      '    state order {',
      '    }',
      '    --',
      '    state production {',
      '    }',
      '  }',
    ]);
    const diagram = lines.join('\n');
    const order = blockLines(diagram, 'state order {');
    const production = blockLines(diagram, 'state production {');
    expect(order[0]).toBe('[*] --> order_delivery_pending');
    expect(production[0]).toBe('[*] --> production_order_received');
    // Each region's transitions stay in its own block.
    expect(order.slice(1).every((line) => line.startsWith('order_'))).toBe(true);
    expect(production.slice(1).every((line) => line.startsWith('production_'))).toBe(true);
    expect(order).toContain('order_complete --> [*]');
    expect(order).toContain('order_canceled --> [*]');
    expect(production).toContain('production_sent_out --> [*]');
  });

  it('labels the fulfilment transitions with their guards’ params and state conditions', () => {
    const diagram = toMermaid(fulfilmentMachine);
    expect(diagram).not.toContain('[guard]');
    expect(diagram).toContain('order_delivery_pending --> order_hold: SET_STATUS [to(hold)]');
    expect(diagram).toContain(
      'order_delivery_pending --> order_complete: PRODUCTION_FINISHED [in production.sent_out]',
    );
    expect(diagram).toContain(
      // Issue 40: out only with the parcel's tracking number (the guard `sendOut`).
      'production_in_qa --> production_sent_out: SET_PRODUCTION [in order.delivery_pending and sendOut]',
    );
    expect(diagram).toContain(
      'production_in_qa --> production_material_ordered: SET_PRODUCTION [in order.delivery_pending and backWithNote(material_ordered)]',
    );
    // One forward per step but the last, and every step back: 5 + (1 + 2 + 3 + 4).
    expect(diagram.match(/: SET_PRODUCTION \[in order\.delivery_pending and /g)).toHaveLength(15);
  });

  it('describes and/or/not, stateIn, params and inline guards', () => {
    const machine = setup({
      guards: {
        ok: () => true,
        within: (_, _params: { min: number; max: number }) => true,
        dynamic: (_, _params: { at: string }) => true,
      },
    }).createMachine({
      id: 'g',
      initial: 'a',
      states: {
        a: {
          on: {
            ONE: { guard: or(['ok', and([stateIn('#g.b'), not('ok')])]), target: 'b' },
            TWO: { guard: { type: 'within', params: { min: 1, max: 3 } }, target: 'b' },
            THREE: { guard: { type: 'dynamic', params: () => ({ at: 'x' }) }, target: 'b' },
            FOUR: { guard: () => true, target: 'b' },
            FIVE: { guard: not(or(['ok', 'ok'])), target: 'b' },
          },
        },
        b: {},
      },
    });
    const diagram = toMermaid(machine);
    expect(diagram).toContain('a --> b: ONE [ok or (in #g.b and not ok)]');
    expect(diagram).toContain('a --> b: TWO [within(min: 1, max: 3)]');
    expect(diagram).toContain('a --> b: THREE [dynamic]');
    expect(diagram).toContain('a --> b: FOUR [guard]');
    expect(diagram).toContain('a --> b: FIVE [not (ok or ok)]');
  });

  it('draws a nested parallel state inside its own block, regions split by --', () => {
    const machine = setup({}).createMachine({
      id: 'n',
      initial: 'idle',
      states: {
        idle: { on: { GO: 'busy' } },
        busy: {
          type: 'parallel',
          on: { STOP: 'idle' },
          states: {
            left: { initial: 'l1', states: { l1: { on: { L: 'l2' } }, l2: {} } },
            right: { initial: 'r1', states: { r1: { on: { R: 'r2' } }, r2: {} } },
          },
        },
      },
    });
    expect(toMermaid(machine).split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> idle',
      '  idle --> busy: GO',
      '  state busy {',
      '    state busy_left {',
      '      [*] --> busy_left_l1',
      '      busy_left_l1 --> busy_left_l2: L',
      '    }',
      '    --',
      '    state busy_right {',
      '      [*] --> busy_right_r1',
      '      busy_right_r1 --> busy_right_r2: R',
      '    }',
      '  }',
      '  busy --> idle: STOP',
    ]);
  });

  it.each(Object.entries(machines))('%s: blocks balance and -- only splits a composite', (_, m) => {
    let depth = 0;
    for (const line of toMermaid(m).split('\n').slice(1)) {
      if (line.trim() === '--') expect(depth).toBeGreaterThan(0);
      if (line.endsWith('{')) depth += 1;
      if (line.trim() === '}') depth -= 1;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
  });
});
