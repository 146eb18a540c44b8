import { useState } from 'react';
import { expect, it } from 'vitest';
import { hydrate, serverHtml } from '../test/hydration.tsx';
import { TextField } from './TextField.tsx';

// Issue #44: what a visitor types into a server-rendered text field before its hydration
// reaches the form's state when the field is committed — by the field itself, so it does
// not depend on when the page-wide replay (lib/earlyInput.ts) runs.

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

it('takes what was typed before the hydration into the form, without the page-wide replay', () => {
  const container = serverHtml(<SignIn />);
  const field = container.querySelector('input') as HTMLInputElement;
  field.value = 'frueh@example.com'; // typed while the app was still loading
  hydrate(container, <SignIn />);
  expect(field.value).toBe('frueh@example.com');
  expect(container.querySelector('output')?.textContent).toBe('frueh@example.com');
});

it('leaves a field alone whose value the form already has', () => {
  const container = serverHtml(<SignIn />);
  hydrate(container, <SignIn />);
  expect(container.querySelector('output')?.textContent).toBe('');
  expect((container.querySelector('input') as HTMLInputElement).value).toBe('');
});
