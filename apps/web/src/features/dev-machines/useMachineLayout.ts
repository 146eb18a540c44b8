import type { StatechartGraph } from '@federkiel/machines/statechart/graph';
import { useEffect, useState } from 'react';
import {
  layoutStatechart,
  type Direction,
  type StatechartLayout,
} from './layout/layoutStatechart.ts';

const cache = new Map<string, Promise<StatechartLayout>>();

/** The ELK layout of a machine's graph, computed once per machine and direction. */
export function useMachineLayout(
  name: string,
  graph: StatechartGraph,
  direction: Direction,
): { layout: StatechartLayout | null; error: string | null } {
  const [result, setResult] = useState<{
    key: string;
    layout: StatechartLayout | null;
    error: string | null;
  }>({ key: '', layout: null, error: null });
  const key = `${name}:${direction}`;
  useEffect(() => {
    let current = true;
    let pending = cache.get(key);
    if (!pending) {
      pending = layoutStatechart(graph, direction);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    pending.then(
      (layout) => current && setResult({ key, layout, error: null }),
      (error: unknown) =>
        current &&
        setResult({
          key,
          layout: null,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [key, graph, direction]);
  return result.key === key ? result : { layout: null, error: null };
}
