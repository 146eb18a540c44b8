import { describe, expect, it, vi } from 'vitest';
import {
  createErrorReporter,
  describeConsoleArgs,
  ORDER_STORAGE_KEY,
  type ErrorReporterOptions,
  type LogEventBody,
} from './errorReporter.ts';

const SHOP = { hostname: 'shop.federkiel.de', href: 'https://shop.federkiel.de/products' };

function setup(overrides: Partial<ErrorReporterOptions> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(null)));
  let time = Date.parse('2026-03-01T10:00:00.000Z');
  const reporter = createErrorReporter({
    getCmsUrl: () => 'https://cms.federkiel.de/',
    fetch,
    location: SHOP,
    storage: window.localStorage,
    now: () => time,
    force: true,
    ...overrides,
  });
  const bodies = () =>
    fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as LogEventBody);
  return {
    reporter,
    fetch,
    bodies,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('error reporter', () => {
  it('posts the error to the CMS log in the spec shape', () => {
    window.localStorage.setItem(ORDER_STORAGE_KEY, JSON.stringify({ id: 'o1', cards: 3 }));
    const { reporter, fetch, bodies } = setup();
    const error = new Error('Cannot read properties of undefined');
    expect(reporter.report(error)).toBe(true);

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://cms.federkiel.de/api/logs');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(bodies()[0]).toEqual({
      data: {
        eventLevel: 'ERROR',
        message: 'Cannot read properties of undefined',
        eventDate: '2026-03-01T10:00:00.000Z',
        data: { stack: error.stack, url: SHOP.href, order: { id: 'o1', cards: 3 } },
      },
    });
  });

  it('sends order null when nothing or something unparsable is stored', () => {
    const { reporter, bodies } = setup();
    reporter.report(new Error('a'));
    window.localStorage.setItem(ORDER_STORAGE_KEY, '{not json');
    reporter.report(new Error('b'));
    expect(bodies().map((body) => body.data.data.order)).toEqual([null, null]);
  });

  it.each(['localhost', '127.0.0.1'])('stays silent on %s', (hostname) => {
    const { reporter, fetch } = setup({
      force: false,
      location: { hostname, href: `http://${hostname}:5173/` },
    });
    // Not forced: tests never report either, so prove the host check on its own path.
    expect(reporter.report(new Error('x'))).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stays silent in tests unless forced', () => {
    const { reporter, fetch } = setup({ force: false });
    expect(reporter.report(new Error('x'))).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores noisy browser messages', () => {
    const { reporter, fetch } = setup();
    reporter.report(new Error('ResizeObserver loop completed with undelivered notifications.'));
    reporter.report('ResizeObserver loop limit exceeded');
    reporter.report('Script error.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a burst of identical messages once', () => {
    const { reporter, fetch, advance } = setup();
    for (let i = 0; i < 5; i += 1) reporter.report(new Error('same'));
    reporter.report(new Error('different'));
    expect(fetch).toHaveBeenCalledTimes(2);
    advance(11_000);
    reporter.report(new Error('same'));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('caps the number of reports per minute', () => {
    const { reporter, fetch, advance } = setup({ maxPerMinute: 3 });
    for (let i = 0; i < 10; i += 1) reporter.report(new Error(`e${i}`));
    expect(fetch).toHaveBeenCalledTimes(3);
    advance(60_000);
    reporter.report(new Error('later'));
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('ignores failures of the log request and of fetch itself', async () => {
    const rejecting = setup({ fetch: vi.fn(() => Promise.reject(new Error('offline'))) });
    expect(() => rejecting.reporter.report(new Error('a'))).not.toThrow();
    const throwing = setup({
      fetch: vi.fn(() => {
        throw new Error('blocked');
      }),
    });
    expect(() => throwing.reporter.report(new Error('b'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0)); // no unhandled rejection
  });

  it('does nothing before the app configuration is loaded', () => {
    const { reporter, fetch } = setup({
      getCmsUrl: () => {
        throw new Error('App configuration has not been loaded yet');
      },
    });
    expect(reporter.report(new Error('early'))).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('install', () => {
    it('reports window errors, unhandled rejections and console.error', () => {
      const { reporter, bodies } = setup();
      const target = new EventTarget() as unknown as Window;
      const fakeConsole = { error: vi.fn() };
      const originalError = fakeConsole.error;
      const uninstall = reporter.install(target, fakeConsole);

      target.dispatchEvent(
        Object.assign(new Event('error'), {
          error: new TypeError('x is not a function'),
          message: 'Uncaught TypeError: x is not a function',
        }),
      );
      target.dispatchEvent(
        Object.assign(new Event('unhandledrejection'), { reason: new Error('request failed') }),
      );
      fakeConsole.error('Warning: something broke', { id: 1 });

      expect(originalError).toHaveBeenCalledWith('Warning: something broke', { id: 1 });
      expect(bodies().map((body) => body.data.message)).toEqual([
        'x is not a function',
        'request failed',
        'Warning: something broke {"id":1}',
      ]);

      uninstall();
      expect(fakeConsole.error).toBe(originalError);
    });

    it('reports a console.error with an Error once, even if the boundary reports it too', () => {
      const { reporter, fetch } = setup();
      const fakeConsole = { error: vi.fn() };
      const uninstall = reporter.install(new EventTarget() as unknown as Window, fakeConsole);
      const error = new Error('render failed');
      fakeConsole.error('React Router caught the following error during render', error);
      reporter.report(error);
      expect(fetch).toHaveBeenCalledTimes(1);
      uninstall();
    });
  });
});

describe('describeConsoleArgs', () => {
  it('prefers the first Error argument', () => {
    const error = new Error('inner');
    expect(describeConsoleArgs(['prefix', error])).toEqual({
      message: 'inner',
      stack: error.stack,
    });
  });

  it('joins plain arguments', () => {
    expect(describeConsoleArgs(['a', 1, { b: 2 }]).message).toBe('a 1 {"b":2}');
  });
});
