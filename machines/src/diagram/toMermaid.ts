import type { AnyStateMachine, AnyStateNode } from 'xstate';

// Mermaid state ids may not contain dots; nested XState ids do ("cookieConsent.decided.x").
const mermaidId = (node: AnyStateNode) => node.path.join('_') || 'root';

function describeGuard(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return ` [${String((guard as { type: unknown }).type)}]`;
  }
  return ' [guard]';
}

function renderNode(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return;
  const initialTarget = node.initial?.target?.[0];
  if (initialTarget) lines.push(`${indent}[*] --> ${mermaidId(initialTarget)}`);
  for (const child of children) {
    const grandChildren = Object.values(child.states);
    if (grandChildren.length > 0) {
      lines.push(`${indent}state ${mermaidId(child)} {`);
      renderNode(child, `${indent}  `, lines);
      lines.push(`${indent}}`);
    }
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
}

/** A Mermaid `stateDiagram-v2` of a machine: states, nesting, events, guards and `always`. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  renderNode(machine.root, '  ', lines);
  return lines.join('\n');
}
