import { and, not, or, stateIn, type AnyStateMachine, type AnyStateNode } from 'xstate';

// Mermaid state ids may not contain dots; nested XState ids do ("cookieConsent.decided.x").
const mermaidId = (node: AnyStateNode) => node.path.join('_') || node.id;

// xstate v5's guard helpers return functions marked by their shared `check`
// implementation; compare with it rather than with function names (safe under minifying).
type GuardFunction = ((...args: never[]) => unknown) & {
  check?: unknown;
  guards?: unknown[];
  stateValue?: unknown;
};
const checkOf = (guard: unknown) => (guard as GuardFunction).check;
const CHECK_AND = checkOf(and([]));
const CHECK_OR = checkOf(or([]));
const CHECK_NOT = checkOf(not(() => true));
const CHECK_STATE_IN = checkOf(stateIn('x'));

/** `{ order: 'delivery_pending' }` → `order.delivery_pending`; `'#id.a'` stays as it is. */
function describeStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return String(value);
  return Object.entries(value)
    .map(([key, inner]) => `${key}.${describeStateValue(inner)}`)
    .join(' and ');
}

const isPrimitive = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A named guard's static params: `to(hold)`, `range(min: 1, max: 2)`; others just by name. */
function describeParams(name: string, params: unknown): string {
  if (typeof params !== 'object' || params === null) return name;
  const entries = Object.entries(params);
  if (entries.length === 0 || !entries.every(([, value]) => isPrimitive(value))) return name;
  if (entries.length === 1) return `${name}(${String(entries[0]?.[1])})`;
  return `${name}(${entries.map(([key, value]) => `${key}: ${String(value)}`).join(', ')})`;
}

/** A guard as text; `nested` wraps combinations in parentheses so `and`/`or` read right. */
export function guardText(guard: unknown, nested = false): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as GuardFunction;
    const parts = (fn.guards ?? []).map((inner) => guardText(inner, true));
    const wrap = (text: string) => (nested && parts.length > 1 ? `(${text})` : text);
    if (fn.check === CHECK_STATE_IN) return `in ${describeStateValue(fn.stateValue)}`;
    if (fn.check === CHECK_AND) return wrap(parts.join(' and '));
    if (fn.check === CHECK_OR) return wrap(parts.join(' or '));
    if (fn.check === CHECK_NOT) return `not ${parts[0] ?? 'guard'}`;
    // An inline function: its name is the property it was written under (usually `guard`).
    return fn.name || 'guard';
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return describeParams(String(type), params);
  }
  return 'guard';
}

const describeGuard = (guard: unknown) => (guard ? ` [${guardText(guard)}]` : '');

function renderTransitions(child: AnyStateNode, indent: string, lines: string[]): void {
  if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  for (const [eventType, transitions] of child.transitions) {
    for (const transition of transitions) {
      const label = `${eventType}${describeGuard(transition.guard)}`;
      for (const target of transition.target ?? []) {
        lines.push(`${indent}${mermaidId(child)} --> ${mermaidId(target)}: ${label}`);
      }
    }
  }
  for (const transition of child.always ?? []) {
    for (const target of transition.target ?? []) {
      const label = `always${describeGuard(transition.guard)}`;
      lines.push(`${indent}${mermaidId(child)} --> ${mermaidId(target)}: ${label}`);
    }
  }
}

function renderComposite(child: AnyStateNode, indent: string, lines: string[]): void {
  lines.push(`${indent}state ${mermaidId(child)} {`);
  renderNode(child, `${indent}  `, lines);
  lines.push(`${indent}}`);
}

/**
 * The inside of a state: its children, their nesting and transitions. A parallel state's
 * regions are drawn as composite states separated by Mermaid's `--` (concurrency).
 */
function renderNode(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return;
  if (node.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`);
      renderComposite(region, indent, lines);
      renderTransitions(region, indent, lines);
    });
    return;
  }
  const initialTarget = node.initial?.target?.[0];
  if (initialTarget) lines.push(`${indent}[*] --> ${mermaidId(initialTarget)}`);
  for (const child of children) {
    if (Object.values(child.states).length > 0) renderComposite(child, indent, lines);
    renderTransitions(child, indent, lines);
  }
}

/**
 * A Mermaid `stateDiagram-v2` of a machine: states, nesting, parallel regions, events,
 * guards (with their params, `and`/`or`/`not` and `stateIn`) and `always`.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  // Mermaid draws concurrency only inside a composite state: a parallel root gets one.
  if (machine.root.type === 'parallel') {
    lines.push(`  [*] --> ${mermaidId(machine.root)}`);
    renderComposite(machine.root, '  ', lines);
  } else renderNode(machine.root, '  ', lines);
  return lines.join('\n');
}
