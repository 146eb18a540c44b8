// What a key does in the recipient table, decided from the key and the control it was
// pressed in (pure, so the rules are tested without a DOM).

export type ControlKind = 'text' | 'textarea' | 'select' | 'checkbox';

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export interface ControlState {
  kind: ControlKind;
  /** Text controls: the caret sits at the very start / end with nothing selected. */
  caretAtStart: boolean;
  caretAtEnd: boolean;
}

export type GridAction =
  | { type: 'move'; rows: number; columns: number }
  | { type: 'firstRow' }
  | { type: 'lastRow' }
  /** Enter: next row, or a new card when on the last row. */
  | { type: 'enter' }
  | { type: 'deleteRow' };

export function gridKeyAction(key: KeyInput, control: ControlState): GridAction | null {
  const command = key.ctrlKey || key.metaKey;
  const text = control.kind === 'text' || control.kind === 'textarea';
  if (key.altKey) return null; // Alt+↓ opens a select; leave the browser's shortcuts alone
  switch (key.key) {
    case 'ArrowUp':
      if (control.kind === 'textarea' && !control.caretAtStart) return null;
      return { type: 'move', rows: -1, columns: 0 };
    case 'ArrowDown':
      if (control.kind === 'textarea' && !control.caretAtEnd) return null;
      return { type: 'move', rows: 1, columns: 0 };
    case 'ArrowLeft':
      if (text && !control.caretAtStart) return null;
      return { type: 'move', rows: 0, columns: -1 };
    case 'ArrowRight':
      if (text && !control.caretAtEnd) return null;
      return { type: 'move', rows: 0, columns: 1 };
    case 'Home':
      return command ? { type: 'firstRow' } : null;
    case 'End':
      return command ? { type: 'lastRow' } : null;
    case 'Enter':
      if (command) return null;
      if (control.kind === 'checkbox') return null;
      if (key.shiftKey)
        return control.kind === 'textarea' ? null : { type: 'move', rows: -1, columns: 0 };
      return { type: 'enter' };
    case 'Delete':
      // Only from the row's checkbox: in a text field Delete deletes characters.
      return control.kind === 'checkbox' && !command && !key.shiftKey
        ? { type: 'deleteRow' }
        : null;
    default:
      return null;
  }
}

/** Reads the control state from the focused element. */
export function controlState(element: Element): ControlState | null {
  if (element instanceof HTMLSelectElement)
    return { kind: 'select', caretAtStart: true, caretAtEnd: true };
  if (element instanceof HTMLInputElement && element.type === 'checkbox')
    return { kind: 'checkbox', caretAtStart: true, caretAtEnd: true };
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    const { selectionStart, selectionEnd, value } = element;
    const collapsed = selectionStart === selectionEnd;
    return {
      kind: element instanceof HTMLTextAreaElement ? 'textarea' : 'text',
      caretAtStart: collapsed && (selectionStart ?? 0) === 0,
      caretAtEnd: collapsed && (selectionEnd ?? value.length) === value.length,
    };
  }
  return null;
}
