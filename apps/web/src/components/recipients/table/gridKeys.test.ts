import { describe, expect, it } from 'vitest';
import { gridKeyAction, type ControlState, type KeyInput } from './gridKeys.ts';

const key = (name: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const text = (caretAtStart: boolean, caretAtEnd: boolean): ControlState => ({
  kind: 'text',
  caretAtStart,
  caretAtEnd,
});
const SELECT: ControlState = { kind: 'select', caretAtStart: true, caretAtEnd: true };
const CHECKBOX: ControlState = { kind: 'checkbox', caretAtStart: true, caretAtEnd: true };
const TEXTAREA_MIDDLE: ControlState = { kind: 'textarea', caretAtStart: false, caretAtEnd: false };

describe('gridKeyAction', () => {
  it.each([
    [
      'ArrowDown in text',
      key('ArrowDown'),
      text(false, false),
      { type: 'move', rows: 1, columns: 0 },
    ],
    ['ArrowUp on a select', key('ArrowUp'), SELECT, { type: 'move', rows: -1, columns: 0 }],
    [
      'ArrowLeft at the start',
      key('ArrowLeft'),
      text(true, false),
      { type: 'move', rows: 0, columns: -1 },
    ],
    ['ArrowLeft inside text', key('ArrowLeft'), text(false, true), null],
    [
      'ArrowRight at the end',
      key('ArrowRight'),
      text(false, true),
      { type: 'move', rows: 0, columns: 1 },
    ],
    ['ArrowRight inside text', key('ArrowRight'), text(true, false), null],
    ['ArrowDown inside a textarea', key('ArrowDown'), TEXTAREA_MIDDLE, null],
    ['Alt+ArrowDown opens a select', key('ArrowDown', { altKey: true }), SELECT, null],
    ['Enter', key('Enter'), text(false, false), { type: 'enter' }],
    [
      'Shift+Enter',
      key('Enter', { shiftKey: true }),
      text(false, false),
      { type: 'move', rows: -1, columns: 0 },
    ],
    [
      'Shift+Enter in a textarea is a line break',
      key('Enter', { shiftKey: true }),
      TEXTAREA_MIDDLE,
      null,
    ],
    ['Enter on a checkbox', key('Enter'), CHECKBOX, null],
    ['Ctrl+Home', key('Home', { ctrlKey: true }), text(true, true), { type: 'firstRow' }],
    ['Home alone moves the caret', key('Home'), text(false, true), null],
    ['Cmd+End', key('End', { metaKey: true }), SELECT, { type: 'lastRow' }],
    ['Delete on the checkbox', key('Delete'), CHECKBOX, { type: 'deleteRow' }],
    ['Delete in text deletes characters', key('Delete'), text(true, false), null],
    ['Shift+Delete on the checkbox', key('Delete', { shiftKey: true }), CHECKBOX, null],
    ['Tab is the browser’s', key('Tab'), text(true, true), null],
  ])('%s', (_, input, control, action) => {
    expect(gridKeyAction(input, control)).toEqual(action);
  });
});
