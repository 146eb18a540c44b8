import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { TextField } from './TextField.tsx';

// Issue #44: what a visitor types into a server-rendered text field before its hydration
// reaches the form's state when the field is committed — by the field itself, so it does
// not depend on when the page-wide replay (lib/earlyInput.ts) runs.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function SignIn() {
  const [email, setEmail] = useState('');
  return (
    <form>
      <TextField
        label="E-Mail-Adresse"
        name="email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <output>{email}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

it('takes what was typed before the hydration into the form, without the page-wide replay', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn />);
  document.body.append(container);
  const field = container.querySelector('input') as HTMLInputElement;
  field.value = 'frueh@example.com'; // typed while the app was still loading
  act(() => {
    root = hydrateRoot(container, <SignIn />);
  });
  expect(field.value).toBe('frueh@example.com');
  expect(container.querySelector('output')?.textContent).toBe('frueh@example.com');
});

it('leaves a field alone whose value the form already has', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn />);
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, <SignIn />);
  });
  expect(container.querySelector('output')?.textContent).toBe('');
  expect((container.querySelector('input') as HTMLInputElement).value).toBe('');
});
