import { machines } from '@federkiel/machines/registry';
import { statechartGraph } from '@federkiel/machines/statechart/graph';
import { describe, expect, it } from 'vitest';
import { layoutStatechart } from './layoutStatechart.ts';

describe('layoutStatechart', () => {
  it('places every state of the checkout inside its parent and routes every transition', async () => {
    const graph = statechartGraph(machines.checkout as NonNullable<typeof machines.checkout>);
    const layout = await layoutStatechart(graph);
    expect(layout.states.map((s) => s.node.id).sort()).toEqual(graph.nodes.map((n) => n.id).sort());
    const box = new Map(layout.states.map((state) => [state.node.id, state]));
    for (const state of layout.states) {
      const parent = state.node.parentId ? box.get(state.node.parentId) : null;
      if (!parent) continue;
      expect(state.x, state.node.id).toBeGreaterThanOrEqual(parent.x);
      expect(state.y, state.node.id).toBeGreaterThanOrEqual(parent.y);
      expect(state.x + state.width, state.node.id).toBeLessThanOrEqual(
        parent.x + parent.width + 0.5,
      );
      expect(state.y + state.height, state.node.id).toBeLessThanOrEqual(
        parent.y + parent.height + 0.5,
      );
    }
    const targeted = graph.transitions.flatMap((t) =>
      t.targets.map((target) => `${t.id}>${target}`),
    );
    expect(layout.transitions.map((e) => `${e.transition.id}>${e.target}`).sort()).toEqual(
      targeted.sort(),
    );
    expect(layout.transitions.every((edge) => edge.points.length >= 2 && edge.label)).toBe(true);
    // Transitions without a target are lines in their state's box.
    expect(box.get('checkout.details.step.addresses')?.lines.map((line) => line.text)).toContain(
      'SET_EMAIL [guest] / update',
    );
    // The initial state of the machine comes first (left), as written.
    const loading = box.get('checkout.loading');
    const submitting = box.get('checkout.submitting');
    expect(loading && submitting && loading.x < submitting.x).toBe(true);
  });
});
