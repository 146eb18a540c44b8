import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrate, serverHtml } from '../test/hydration.tsx';
import { captureEarlyInput, replayEarlyInput } from './earlyInput.ts';

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

/** The server's form, typed into before the app arrives, then hydrated. */
function typedBeforeHydration(replay: boolean) {
  const container = serverHtml(<SignIn />);
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
  hydrate(container, <SignIn />);
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
