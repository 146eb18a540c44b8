import { describe, expect, it } from 'vitest';
import { cookieConsentMachine } from '../cookieConsent.ts';
import { toMermaid } from './toMermaid.ts';

describe('toMermaid', () => {
  it('draws states, nesting, events and guarded always-transitions', () => {
    const diagram = toMermaid(cookieConsentMachine);
    expect(diagram.split('\n')[0]).toBe('stateDiagram-v2');
    expect(diagram).toContain('[*] --> checking');
    expect(diagram).toContain('checking --> decided_unrestricted: always [storedUnrestricted]');
    expect(diagram).toContain('prompting --> decided_restricted: DISMISS');
    expect(diagram).toContain('prompting --> decided_unrestricted: ACCEPT_ALL');
    expect(diagram).toContain('state decided {');
    expect(diagram).toContain('decided --> prompting: REOPEN');
  });
});
