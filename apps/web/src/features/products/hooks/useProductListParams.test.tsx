import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { useProductListParams } from './useProductListParams.ts';

type Controls = ReturnType<typeof useProductListParams>;
let latest: Controls | undefined;
function Probe() {
  const params = useProductListParams();
  latest = params;
  return <p>{`${params.sort}|${params.filter ?? '-'}|${params.page}`}</p>;
}
function controls(): Controls {
  if (!latest) throw new Error('not rendered');
  return latest;
}

describe('useProductListParams', () => {
  it('keeps both of two changes made before the page shows the first (replayed selects)', async () => {
    const { router } = renderWithRouter(<Probe />, { path: '/products?page=3' });
    await screen.findByText('standard|-|3');
    const { setSort, setFilter } = controls();
    act(() => {
      setSort('name');
      setFilter('g_2');
    });
    await screen.findByText('name|g_2|1');
    expect(router.state.location.search).toBe('?sort=name&filter=g_2');
  });

  it('builds on the page shown once it has moved on (back, another link)', async () => {
    const { router } = renderWithRouter(<Probe />, { path: '/products' });
    await screen.findByText('standard|-|1');
    act(() => controls().setSort('name'));
    await screen.findByText('name|-|1');
    await act(() => router.navigate('/products?filter=4'));
    await screen.findByText('standard|4|1');
    act(() => controls().setSort('newest'));
    await screen.findByText('newest|4|1');
    expect(router.state.location.search).toBe('?filter=4&sort=newest');
  });
});
