import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with scrypt and a salt, and verifies', async () => {
    const hash = await hashPassword('geheim123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('geheim123');
    expect(await hashPassword('geheim123')).not.toBe(hash);
    expect(await verifyPassword('geheim123', hash)).toBe(true);
    expect(await verifyPassword('geheim124', hash)).toBe(false);
  });

  it('treats composed and decomposed umlauts alike', async () => {
    const hash = await hashPassword('Grüße');
    expect(await verifyPassword('Gru\u0308ße', hash)).toBe(true);
  });

  it('refuses malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
