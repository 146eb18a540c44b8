import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { captureEarlyInput, replayEarlyInput } from './earlyInput.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function SignIn() {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [size, setSize] = useState('m');
  const [mode, setMode] = useState('account');
  const [remember, setRemember] = useState(false);
  return (
    <form>
      <input
        type="email"
        aria-label="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <textarea aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <select aria-label="size" value={size} onChange={(e) => setSize(e.target.value)}>
        <option value="m">M</option>
        <option value="l">L</option>
      </select>
      {['account', 'key'].map((value) => (
        <input
          key={value}
          type="radio"
          name="mode"
          aria-label={value}
          value={value}
          checked={mode === value}
          onChange={() => setMode(value)}
        />
      ))}
      <input
        type="checkbox"
        aria-label="remember"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <output>{`${email}|${note}|${size}|${mode}|${remember}`}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's form, typed into before the app arrives, then hydrated. */
function typedBeforeHydration(replay: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn />);
  document.body.append(container);
  captureEarlyInput();
  const type = (label: string, value: string, event: string) => {
    const field = container.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
    field.value = value;
    field.dispatchEvent(new Event(event, { bubbles: true }));
  };
  type('email', 'frueh@example.com', 'input');
  type('note', 'Bitte bis Freitag', 'input');
  type('size', 'l', 'change');
  // A click before the hydration: the browser checks the box, React is not there yet.
  (container.querySelector('[aria-label="key"]') as HTMLInputElement).click();
  (container.querySelector('[aria-label="remember"]') as HTMLInputElement).click();
  act(() => {
    root = hydrateRoot(container, <SignIn />);
  });
  if (replay) act(() => replayEarlyInput());
  return container.querySelector('output')?.textContent;
}

describe('earlyInput (issue #44: typed before the hydration, sent after it)', () => {
  it('hands what was typed before the hydration to the form’s state', () => {
    expect(typedBeforeHydration(true)).toBe('frueh@example.com|Bitte bis Freitag|l|key|true');
  });

  it('without it the state stays the server’s while the fields show the typing', () => {
    expect(typedBeforeHydration(false)).toBe('||m|account|false');
    replayEarlyInput(); // ends the capture this case started
  });
});
