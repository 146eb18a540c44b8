import type {
  StatechartGraph,
  StatechartNode,
  StatechartTransition,
} from '@federkiel/machines/statechart/graph';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';

// Lays a statechart out with ELK (layered, hierarchy-aware, issue #14). Labels use a
// monospace font, so their size is known from the number of characters — ELK needs every
// box's size before it places anything.

export const FONT_SIZE = 12;
export const CHAR_WIDTH = 7.3; // 12 px monospace
export const LINE_HEIGHT = 16;
const TITLE_HEIGHT = 22;
const PAD = 10;
const INITIAL_SIZE = 10;

export type Direction = 'RIGHT' | 'DOWN';

export type LineKind = 'tags' | 'invoke' | 'entry' | 'exit' | 'internal' | 'description';

export interface BoxLine {
  kind: LineKind;
  text: string;
  /** The targetless transition a line shows, for highlighting it after it ran. */
  transitionId?: string;
}

export interface LaidOutState {
  node: StatechartNode;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Lines under the title: tags, invoked actors, entry/exit, transitions without target. */
  lines: BoxLine[];
  depth: number;
}

export interface LaidOutInitial {
  id: string;
  x: number;
  y: number;
  size: number;
}

export interface LaidOutTransition {
  transition: StatechartTransition;
  target: string;
  /** Polyline points (start, bends, end). */
  points: { x: number; y: number }[];
  label: { x: number; y: number; width: number; height: number; lines: string[] } | null;
}

export interface StatechartLayout {
  width: number;
  height: number;
  states: LaidOutState[];
  initials: LaidOutInitial[];
  transitions: LaidOutTransition[];
  /** Edges from an initial marker to the initial state. */
  initialEdges: { id: string; points: { x: number; y: number }[] }[];
}

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

/** `[guard]` and `/ actions` under the event: the lines of a transition's label. */
export function transitionLabelLines(transition: StatechartTransition): string[] {
  const lines = [transition.label];
  if (transition.guard) lines.push(`[${transition.guard}]`);
  if (transition.actions.length) lines.push(`/ ${transition.actions.join(', ')}`);
  return lines;
}

function internalText(transition: StatechartTransition): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length ? ` / ${transition.actions.join(', ')}` : '';
  return `${transition.label}${guard}${actions}`;
}

export function boxLines(node: StatechartNode, internal: StatechartTransition[]): BoxLine[] {
  const lines: BoxLine[] = [];
  if (node.tags.length) lines.push({ kind: 'tags', text: node.tags.map((t) => `#${t}`).join(' ') });
  for (const invoke of node.invoke) {
    const text = invoke.id === invoke.src ? invoke.src : `${invoke.src} (${invoke.id})`;
    lines.push({ kind: 'invoke', text: `invoke ${text}` });
  }
  if (node.entry.length) lines.push({ kind: 'entry', text: `entry / ${node.entry.join(', ')}` });
  if (node.exit.length) lines.push({ kind: 'exit', text: `exit / ${node.exit.join(', ')}` });
  for (const transition of internal) {
    lines.push({ kind: 'internal', text: internalText(transition), transitionId: transition.id });
  }
  return lines;
}

function headerSize(node: StatechartNode, lines: BoxLine[]) {
  const width = Math.max(
    textWidth(node.key) + 8,
    ...lines.map((line) => textWidth(line.text)),
    node.kind === 'final' ? 60 : 40,
  );
  return { width: width + 2 * PAD, height: TITLE_HEIGHT + lines.length * LINE_HEIGHT + PAD };
}

const ELK_ROOT = '__root__';

// Cycles are broken along the definition's order, so the flow starts with the initial state
// on the left (top) and goes on in the order the states are written.
const ORDER: LayoutOptions = {
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
};

/** Runs ELK on a statechart graph and returns absolute boxes, polylines and label spots. */
export async function layoutStatechart(
  graph: StatechartGraph,
  direction: Direction = 'RIGHT',
): Promise<StatechartLayout> {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const internal = new Map<string, StatechartTransition[]>();
  const drawn: StatechartTransition[] = [];
  for (const transition of graph.transitions) {
    if (transition.targets.length === 0) {
      internal.set(transition.source, [...(internal.get(transition.source) ?? []), transition]);
    } else drawn.push(transition);
  }

  const linesOf = new Map<string, BoxLine[]>();
  const elkNodes = new Map<string, ElkNode>();
  const toElk = (node: StatechartNode): ElkNode => {
    const lines = boxLines(node, internal.get(node.id) ?? []);
    linesOf.set(node.id, lines);
    const header = headerSize(node, lines);
    const children = node.children.map((id) => toElk(byId.get(id) as StatechartNode));
    const elk: ElkNode = { id: node.id, children, edges: [] };
    if (node.initial) {
      children.unshift({ id: `${node.id}::initial`, width: INITIAL_SIZE, height: INITIAL_SIZE });
    }
    if (children.length === 0) {
      elk.width = header.width;
      elk.height = header.height;
    } else {
      const options: LayoutOptions = {
        'elk.padding': `[top=${header.height + 4},left=${PAD + 4},bottom=${PAD + 4},right=${PAD + 4}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${header.width}, ${header.height + 20})`,
        ...ORDER,
      };
      // The regions of a parallel state side by side, unconnected.
      if (node.kind === 'parallel') options['elk.direction'] = direction;
      elk.layoutOptions = options;
    }
    elkNodes.set(node.id, elk);
    return elk;
  };
  const rootNode = toElk(byId.get(graph.rootId) as StatechartNode);
  const root: ElkNode = {
    id: ELK_ROOT,
    children: [rootNode],
    edges: [],
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeNode': '16',
      'elk.spacing.edgeEdge': '10',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      ...ORDER,
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
  };

  // An edge belongs to the lowest state that contains both ends (ELK wants it there).
  const ancestors = (id: string): string[] => {
    const chain: string[] = [];
    for (let at: string | null = id; at; at = byId.get(at)?.parentId ?? null) chain.push(at);
    return chain;
  };
  const container = (source: string, target: string): ElkNode => {
    const sourceChain = ancestors(source).slice(1);
    const targetChain = new Set(ancestors(target));
    const common = sourceChain.find((id) => targetChain.has(id) && id !== target);
    return (common && elkNodes.get(common)) || root;
  };

  const edgeInfo = new Map<string, { transition: StatechartTransition; target: string }>();
  const labelLines = new Map<string, string[]>();
  for (const transition of drawn) {
    transition.targets.forEach((target, index) => {
      const id = `${transition.id}->${index}`;
      const lines = transitionLabelLines(transition);
      labelLines.set(id, lines);
      edgeInfo.set(id, { transition, target });
      const edge: ElkExtendedEdge = {
        id,
        sources: [transition.source],
        targets: [target],
        labels: [
          {
            id: `${id}:label`,
            // ELK places only labels with a text; the size is what counts.
            text: lines.join(' '),
            width: Math.max(...lines.map(textWidth)) + 6,
            height: lines.length * LINE_HEIGHT + 2,
          },
        ],
      };
      container(transition.source, target).edges?.push(edge);
    });
  }
  for (const node of graph.nodes) {
    if (!node.initial) continue;
    const owner = elkNodes.get(node.id);
    owner?.edges?.push({
      id: `${node.id}::initialEdge`,
      sources: [`${node.id}::initial`],
      targets: [node.initial],
    });
  }

  const laid = await new ELK().layout(root);

  const layout: StatechartLayout = {
    width: laid.width ?? 0,
    height: laid.height ?? 0,
    states: [],
    initials: [],
    transitions: [],
    initialEdges: [],
  };
  const walk = (elk: ElkNode, depth: number) => {
    for (const child of elk.children ?? []) {
      const node = byId.get(child.id);
      if (node) {
        layout.states.push({
          node,
          x: child.x ?? 0,
          y: child.y ?? 0,
          width: child.width ?? 0,
          height: child.height ?? 0,
          lines: linesOf.get(node.id) ?? [],
          depth,
        });
      } else if (child.id.endsWith('::initial')) {
        layout.initials.push({
          id: child.id,
          x: child.x ?? 0,
          y: child.y ?? 0,
          size: child.width ?? 0,
        });
      }
      collectEdges(child);
      walk(child, depth + 1);
    }
  };
  const collectEdges = (elk: ElkNode) => {
    for (const edge of (elk.edges ?? []) as ElkExtendedEdge[]) {
      const points = (edge.sections ?? []).flatMap((section) => [
        section.startPoint,
        ...(section.bendPoints ?? []),
        section.endPoint,
      ]);
      const info = edgeInfo.get(edge.id);
      if (!info) {
        layout.initialEdges.push({ id: edge.id, points });
        continue;
      }
      const label = edge.labels?.[0];
      layout.transitions.push({
        ...info,
        points,
        label: label
          ? {
              x: label.x ?? 0,
              y: label.y ?? 0,
              width: label.width ?? 0,
              height: label.height ?? 0,
              lines: labelLines.get(edge.id) ?? [],
            }
          : null,
      });
    }
  };
  collectEdges(laid);
  walk(laid, 0);
  return layout;
}
