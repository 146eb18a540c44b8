import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeCms,
  font,
  textContent as tc,
  type FakeCmsData,
} from '../../../lib/cms/testing/fakeCms.ts';
import { renderWithCms } from '../../../lib/cms/testing/renderWithCms.tsx';
import { LandingPage } from './LandingPage.tsx';

const image = (name: string) => ({
  url: `/uploads/${name}.jpg`,
  mime: 'image/jpeg',
  width: 1600,
  height: 1200,
  formats: { large: { url: `/uploads/large_${name}.jpg`, width: 1000 } },
});

function fullContent(): FakeCmsData {
  const faq = Array.from({ length: 8 }, (_, i) => [
    tc(`faq${i + 1}.question`, `Frage ${i + 1}?`),
    tc(`faq${i + 1}.answer`, `Antwort ${i + 1}.`),
  ]).flat();
  return {
    textContents: [
      tc('hero.title', 'Karten, die von Hand geschrieben sind'),
      tc('hero.title@sie', 'Ihre Karten, von Hand geschrieben'),
      tc('hero.text', 'Ein Roboter schreibt mit echtem Stift.'),
      tc('hero.cta', 'Jetzt Vorlage wählen'),
      tc('hero.image', null, image('hero')),
      tc('how.title', 'So einfach geht’s'),
      ...[1, 2, 3, 4].flatMap((n) => [
        tc(`how.step${n}.title`, `Schritt-Titel ${n}`),
        tc(`how.step${n}.text`, `Schritt-Text ${n}`),
      ]),
      tc('benefits.title', 'Deine Vorteile'),
      ...[1, 2, 3, 4].flatMap((n) => [
        tc(`benefit${n}.title`, `Vorteil ${n}`),
        tc(`benefit${n}.text`, `Vorteil-Text ${n}`),
      ]),
      tc('fonts.title', 'Handschriften'),
      tc('fonts.text', 'Echte Handschriften, digitalisiert.'),
      tc('personalisation.title', 'Persönlich'),
      tc('personalisation.text', 'Jede Karte mit Namen.'),
      tc('personalisation.image', 'Drei persönliche Karten', image('perso')),
      tc('video.title', 'Der Roboter'),
      tc('video.text', 'So schreibt er.'),
      tc('video.poster', null, image('poster')),
      tc('companies.title', 'Unternehmen'),
      tc('company1', 'Acme GmbH', { url: '/uploads/acme.png', mime: 'image/png' }),
      tc('company2', 'Beispiel AG'),
      tc('faq.title', 'Fragen und Antworten'),
      ...faq,
      tc('footer.claim', 'Post mit Gefühl.'),
    ],
    fonts: [font(1, 'Anna'), font(2, 'Bruno')],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An IntersectionObserver whose entries the test moves into view. */
function controllableIntersection() {
  const observers: { callback: IntersectionObserverCallback; elements: Set<Element> }[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    showAll() {
      for (const { callback, elements } of observers) {
        const entries = [...elements].map(
          (target) =>
            ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
        );
        if (entries.length) callback(entries, {} as IntersectionObserver);
      }
    },
  };
}

describe('LandingPage', () => {
  it('fetches a handwriting font only when its card comes near the screen (issue #13)', async () => {
    const requested: string[] = [];
    class FakeFontFace {
      constructor(
        public family: string,
        source: string,
      ) {
        requested.push(source);
      }
      load() {
        return Promise.resolve(this);
      }
    }
    vi.stubGlobal('FontFace', FakeFontFace);
    const fontSet = { add: vi.fn() };
    Object.defineProperty(document, 'fonts', { value: fontSet, configurable: true });
    const view = controllableIntersection();
    renderWithCms(<LandingPage />, createFakeCms(fullContent()));
    const fonts = await screen.findByRole('region', { name: 'Handschriften' });
    await within(fonts).findByText('Handschrift Anna');
    expect(requested).toEqual([]);
    act(() => view.showAll());
    await waitFor(() => expect(requested).toHaveLength(2));
    expect(requested.every((source) => source.startsWith('url('))).toBe(true);
    Reflect.deleteProperty(document, 'fonts');
  });

  it('shows a loading skeleton, then every section from the text contents', async () => {
    const cms = createFakeCms(fullContent());
    renderWithCms(<LandingPage />, cms);

    expect(screen.getByRole('status')).toHaveTextContent('Inhalte werden geladen');
    const hero = await screen.findByRole('heading', {
      level: 1,
      name: 'Karten, die von Hand geschrieben sind',
    });
    expect(hero).toBeInTheDocument();
    expect(screen.getByText('Ein Roboter schreibt mit echtem Stift.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt Vorlage wählen' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: 'Ohne Vorlage starten' })).toHaveAttribute(
      'href',
      '/configurator',
    );
    expect(screen.getByAltText('Eine von Federkiel handgeschriebene Karte')).toHaveAttribute(
      'src',
      'http://cms.test/uploads/large_hero.jpg',
    );

    const how = screen.getByRole('region', { name: 'So einfach geht’s' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(4);
    expect(within(how).getByRole('heading', { name: 'Schritt 1: Schritt-Titel 1' })).toBeVisible();

    const benefits = screen.getByRole('region', { name: 'Deine Vorteile' });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const fonts = screen.getByRole('region', { name: 'Handschriften' });
    await within(fonts).findByText('Handschrift Anna');
    expect(within(fonts).getByText('Handschrift Bruno')).toBeInTheDocument();
    expect(within(fonts).getAllByText('Liebe Anna, danke für alles!')).toHaveLength(2);

    const personalisation = screen.getByRole('region', { name: 'Persönlich' });
    expect(personalisation).toHaveTextContent('Jede Karte mit Namen.');
    // For media entries the entry's content is the editor's alt text.
    expect(within(personalisation).getByRole('img')).toHaveAccessibleName(
      'Drei persönliche Karten',
    );
    const video = screen.getByRole('region', { name: 'Der Roboter' });
    expect(within(video).getByRole('img')).toHaveAttribute(
      'src',
      'http://cms.test/uploads/large_poster.jpg',
    );

    const companies = screen.getByRole('region', { name: 'Unternehmen' });
    expect(within(companies).getByAltText('Acme GmbH')).toHaveAttribute(
      'src',
      'http://cms.test/uploads/acme.png',
    );
    expect(within(companies).getByText('Beispiel AG')).toBeInTheDocument();

    const faq = screen.getByRole('region', { name: 'Fragen und Antworten' });
    expect(within(faq).getAllByRole('button')).toHaveLength(8);
    expect(screen.getByText('Post mit Gefühl.')).toBeInTheDocument();

    expect(cms.requestsTo('/api/text-contents')).toEqual([
      '/api/text-contents?populate=*&sort=key:asc&pagination[pageSize]=100&status=published',
    ]);
    expect(cms.requestsTo('/api/fonts')).toEqual([
      '/api/fonts?fields[0]=name&fields[1]=slug&populate[file]=true&sort=name:asc' +
        '&pagination[pageSize]=100&filters[accountId][$null]=true',
    ]);
    expect(document.title).toBe('Handgeschriebene Karten mit echtem Stift · Federkiel');
  });

  it('prefers the @sie texts when the visitor chose Sie', async () => {
    renderWithCms(<LandingPage />, createFakeCms(fullContent()), { address: 'sie' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihre Karten, von Hand geschrieben' }),
    ).toBeInTheDocument();
  });

  it('plays a CMS video with <video controls> and the poster image', async () => {
    const content = fullContent();
    content.textContents = [
      tc('video.title', 'Der Roboter'),
      tc('video.poster', null, image('poster')),
      tc('video.file', null, { url: '/uploads/robot.mp4', mime: 'video/mp4' }),
    ];
    renderWithCms(<LandingPage />, createFakeCms(content));
    const section = await screen.findByRole('region', { name: 'Der Roboter' });
    const video = section.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', 'http://cms.test/uploads/large_poster.jpg');
    expect(video?.querySelector('source')).toHaveAttribute(
      'src',
      'http://cms.test/uploads/robot.mp4',
    );
  });

  it('leaves out sections whose keys are missing', async () => {
    renderWithCms(
      <LandingPage />,
      createFakeCms({ textContents: [tc('how.step1.title', 'Nur ein Schritt')] }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Handgeschriebene Karten, die wirklich ankommen',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'So funktioniert’s' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Warum Federkiel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Häufige Fragen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Unternehmen/ })).not.toBeInTheDocument();
    expect(
      await screen.findByText('Bald findest du hier unsere Handschriften.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vorlagen entdecken' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('shows an error with retry when the texts cannot be loaded', async () => {
    const cms = createFakeCms(fullContent());
    cms.fail('/api/text-contents', 500, 1);
    renderWithCms(<LandingPage />, cms);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Startseite konnte nicht geladen werden');
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Karten, die von Hand geschrieben sind',
      }),
    ).toBeInTheDocument();
  });

  it('lets visitors try their own sample text in every font', async () => {
    renderWithCms(<LandingPage />, createFakeCms(fullContent()));
    const input = await screen.findByLabelText('Probier deinen eigenen Text aus');
    await userEvent.type(input, 'Hallo Oma');
    await waitFor(() => expect(screen.getAllByText('Hallo Oma')).toHaveLength(2));
  });
});

describe('FAQ accordion', () => {
  it('opens and closes answers with the keyboard and moves between questions', async () => {
    const user = userEvent.setup();
    renderWithCms(<LandingPage />, createFakeCms(fullContent()));
    const faq = await screen.findByRole('region', { name: 'Fragen und Antworten' });
    const first = within(faq).getByRole('button', { name: 'Frage 1?' });
    const second = within(faq).getByRole('button', { name: 'Frage 2?' });
    const last = within(faq).getByRole('button', { name: 'Frage 8?' });

    expect(first).toHaveAttribute('aria-expanded', 'false');
    const panelId = first.getAttribute('aria-controls') ?? '';
    const panel = document.getElementById(panelId);
    expect(panel).not.toBeVisible();
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', first.id);

    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(faq).getByRole('region', { name: 'Frage 1?' })).toHaveTextContent('Antwort 1.');

    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{End}');
    expect(last).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(last).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });
});
