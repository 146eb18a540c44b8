import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { clientRender, hydrate, serverHtml } from '../test/hydration.tsx';
import {
  useHydrated,
  useMountedFromServerHtml,
  useServerValueUntilHydrated,
} from './useHydrated.ts';

/** Server-renders `Probe`, hydrates it, and answers what it rendered, in order. */
function hydrated(Probe: (props: { seen: string[] }) => string): string[] {
  const container = serverHtml(<Probe seen={[]} />);
  const seen: string[] = [];
  hydrate(container, <Probe seen={seen} />);
  return seen;
}

function clientRendered(Probe: (props: { seen: string[] }) => string): string[] {
  const seen: string[] = [];
  clientRender(<Probe seen={seen} />);
  return seen;
}

function Chosen({ seen, server, client }: { seen: string[]; server: string; client: string }) {
  const value = useServerValueUntilHydrated(server, client);
  seen.push(value);
  return value;
}

function FromServer({ seen }: { seen: string[] }) {
  const value = String(useMountedFromServerHtml());
  seen.push(value);
  return value;
}

function Hydrated({ seen }: { seen: string[] }) {
  const value = String(useHydrated());
  seen.push(value);
  return value;
}

describe('hydration-aware values (issue #44: no render again where nothing changes)', () => {
  it('useHydrated renders once more after the hydration (why the others exist)', () => {
    expect(hydrated(Hydrated)).toEqual(['false', 'true']);
  });

  it('useServerValueUntilHydrated: the server’s value while hydrating; the same in the browser renders nothing again', () => {
    expect(hydrated((p) => Chosen({ ...p, server: 'a', client: 'a' }))).toEqual(['a']);
    expect(hydrated((p) => Chosen({ ...p, server: 'a', client: 'b' }))).toEqual(['a', 'b']);
    expect(clientRendered((p) => Chosen({ ...p, server: 'a', client: 'b' }))).toEqual(['b']);
  });

  it('useMountedFromServerHtml: true from the server’s HTML without a second render, false when mounted in the browser', () => {
    expect(renderToString(<FromServer seen={[]} />)).toBe('true');
    expect(hydrated(FromServer)).toEqual(['true']);
    expect(clientRendered(FromServer)).toEqual(['false']);
  });
});
