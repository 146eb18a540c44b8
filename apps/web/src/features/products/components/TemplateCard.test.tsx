import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { template } from '../../../lib/cms/testing/fakeCms.ts';
import { setFakeCmsAppConfig } from '../../../lib/cms/testing/renderWithCms.tsx';
import { renderWithRouter } from '../../../test/render.tsx';
import { TemplateCard } from './TemplateCard.tsx';

function preview(width: number, height: number) {
  return {
    url: '/uploads/vorschau.png',
    width,
    height,
    mime: 'image/png',
    alternativeText: 'Vorschau',
  };
}

beforeEach(() => {
  setFakeCmsAppConfig();
});

describe('TemplateCard preview', () => {
  // The preview is sized before it has loaded, by the side that meets its 4 : 3 box: an
  // image without a size there grows from 0 × 0 and moves (layout shift, issue #13).
  it('fills the width of the box with a landscape card', () => {
    renderWithRouter(
      <TemplateCard template={template(1, 'Quer', { previewImage: preview(1480, 1050) })} />,
    );
    const image = screen.getByRole('img', { name: 'Vorschau' });
    expect(image.className).toMatch(/\bwide\b/);
    expect(image).toHaveAttribute('width', '1480');
    expect(image).toHaveAttribute('height', '1050');
  });

  it('fills the height of the box with a portrait or square card', () => {
    for (const [width, height] of [
      [1050, 1480],
      [1000, 1000],
    ] as const) {
      const { unmount } = renderWithRouter(
        <TemplateCard template={template(1, 'Hoch', { previewImage: preview(width, height) })} />,
      );
      expect(screen.getByRole('img', { name: 'Vorschau' }).className).toMatch(/\btall\b/);
      unmount();
    }
  });

  it('loads the first screen’s previews at once and with priority, the others lazily', () => {
    const { unmount } = renderWithRouter(
      <TemplateCard priority template={template(1, 'A', { previewImage: preview(1480, 1050) })} />,
    );
    expect(screen.getByRole('img', { name: 'Vorschau' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Vorschau' })).toHaveAttribute('fetchpriority', 'high');
    unmount();
    renderWithRouter(
      <TemplateCard template={template(2, 'B', { previewImage: preview(1480, 1050) })} />,
    );
    expect(screen.getByRole('img', { name: 'Vorschau' })).toHaveAttribute('loading', 'lazy');
  });
});
