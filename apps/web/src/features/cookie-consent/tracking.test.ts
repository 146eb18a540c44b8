import { afterEach, describe, expect, it } from 'vitest';
import { loadTrackingScript, TRACKING_SCRIPT_ID } from './tracking.ts';

type TrackingWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

afterEach(() => {
  document.getElementById(TRACKING_SCRIPT_ID)?.remove();
  delete (window as TrackingWindow).dataLayer;
  delete (window as TrackingWindow).gtag;
});

describe('loadTrackingScript', () => {
  it.each([null, '', '   '])('loads nothing without a tracking id (%j)', (trackingId) => {
    expect(loadTrackingScript({ trackingId })).toBe(false);
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
    expect((window as TrackingWindow).dataLayer).toBeUndefined();
  });

  it('loads nothing while the app configuration is not loaded', () => {
    expect(loadTrackingScript()).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('appends the tag once for a tracking id', () => {
    expect(loadTrackingScript({ trackingId: 'G-TEST123' })).toBe(true);
    expect(loadTrackingScript({ trackingId: 'G-TEST123' })).toBe(true);
    const scripts = document.querySelectorAll(`#${TRACKING_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    expect((window as TrackingWindow).dataLayer).toHaveLength(2); // js + config
  });
});
