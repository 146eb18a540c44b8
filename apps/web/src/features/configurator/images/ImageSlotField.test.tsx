import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { PATH_DONE, progressAfter, renderConfigurator } from '../testing/configuratorTestKit.tsx';
import { readImageSize } from './imageFiles.ts';

// jsdom decodes no images: the picked file's pixel size is what the test says it is.
vi.mock('./imageFiles.ts', () => ({ readImageSize: vi.fn(), renderCrop: vi.fn() }));

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'bild.png', { type: 'image/png' });

beforeEach(() => vi.mocked(readImageSize).mockReset());
afterEach(() => {
  resetSession();
  setStore(null);
});

async function pick(slot: 'logo' | 'outerBackground', size: { width: number; height: number }) {
  const user = userEvent.setup();
  renderConfigurator({ saved: progressAfter(PATH_DONE, 'content') });
  vi.mocked(readImageSize).mockResolvedValue(size);
  await user.upload(await screen.findByTestId(`image-input-${slot}`), png());
  return user;
}

describe('image resolution', () => {
  it('refuses a background below 150 dpi with the spec’s advice', async () => {
    // 200 px over the A6 card's 105 mm height: 48 dpi even fully zoomed out.
    await pick('outerBackground', { width: 300, height: 200 });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Dieses Bild geht leider nicht')).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'Das Bild ist für diese Größe zu klein (48 dpi, mindestens 150 dpi). Bitte ein größeres Bild hochladen',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('measures a logo against its 60 × 16 mm box', async () => {
    await pick('logo', { width: 200, height: 50 });
    expect(await screen.findByRole('alert')).toHaveTextContent('(84 dpi, mindestens 150 dpi)');
  });

  it('opens the crop tool for a large enough image', async () => {
    await pick('outerBackground', { width: 1800, height: 1280 });
    expect(
      await screen.findByRole('dialog', { name: 'Hintergrund außen zuschneiden' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
