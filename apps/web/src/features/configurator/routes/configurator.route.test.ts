import { describe, expect, it, vi } from 'vitest';
import { resourceLoaders } from '../../../lib/i18n/resources.ts';
import { FIRST_STEP_NAMESPACES, preloadConfigurator } from './configurator.route.tsx';

const screen = (wide: boolean) => ({
  matchMedia: (query: string) =>
    ({ matches: wide && query.includes('min-width') }) as MediaQueryList,
});

describe('preloadConfigurator', () => {
  it('names namespaces that exist in every language', () => {
    for (const language of Object.values(resourceLoaders))
      for (const namespace of FIRST_STEP_NAMESPACES)
        expect(language[namespace]).toBeTypeOf('function');
  });

  it('starts the page and all first-step texts at once on a wide screen', async () => {
    const german = resourceLoaders.de ?? {};
    const spies = FIRST_STEP_NAMESPACES.map((namespace) => vi.spyOn(german, namespace));
    const page = preloadConfigurator(screen(true));
    // All at once, before any of them has arrived (no waterfall).
    for (const spy of spies) expect(spy).toHaveBeenCalledTimes(1);
    expect((await page)?.default).toBeTypeOf('function');
    spies.forEach((spy) => spy.mockRestore());
  });

  it('loads nothing on a phone, which shows the mobile notice instead', () => {
    const german = resourceLoaders.de ?? {};
    const spy = vi.spyOn(german, 'configurator');
    expect(preloadConfigurator(screen(false))).toBeNull();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
