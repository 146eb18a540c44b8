import { afterEach, describe, expect, it, vi } from 'vitest';

describe('useFormat', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives useFormat’s euros without building a NumberFormat', async () => {
    // Fresh modules: a formatter built by another test must not hide one built here.
    vi.resetModules();
    const { renderHook } = await import('@testing-library/react');
    const { useFormat } = await import('./format.ts');
    const built = vi.spyOn(Intl, 'NumberFormat');
    const { result } = renderHook(() => useFormat());
    expect(result.current.money(1234.5)).toMatch(/^(1\.234,50\u00a0€|€1,234\.50)$/);
    expect(built).not.toHaveBeenCalled();
  });
});
