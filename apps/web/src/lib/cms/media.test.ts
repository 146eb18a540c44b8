import { beforeEach, describe, expect, it } from 'vitest';
import { setAppConfig } from '../config/appConfig.ts';
import { isVideo, mediaFileUrl, mediaSrcSet, mediaUrl, resolveMediaUrl } from './media.ts';
import type { StrapiMedia } from './types.ts';

const image: StrapiMedia = {
  url: '/uploads/hero.jpg',
  mime: 'image/jpeg',
  width: 2000,
  height: 1000,
  formats: {
    large: { url: '/uploads/large_hero.jpg', width: 1000 },
    medium: { url: '/uploads/medium_hero.jpg', width: 750 },
    small: { url: '/uploads/small_hero.jpg', width: 500 },
    thumbnail: { url: '/uploads/thumbnail_hero.jpg', width: 245 },
  },
};

beforeEach(() => {
  setAppConfig({
    cmsUrl: 'http://localhost:1337/',
    storeId: 's',
    publicKey: 'pk',
    publicUrl: '',
    trackingId: null,
  });
});

describe('mediaUrl', () => {
  it('uses the large format by default and prefixes relative urls with the CMS base', () => {
    expect(mediaUrl(image)).toBe('http://localhost:1337/uploads/large_hero.jpg');
  });

  it('uses a requested format or the original', () => {
    expect(mediaUrl(image, 'small')).toBe('http://localhost:1337/uploads/small_hero.jpg');
    expect(mediaUrl(image, 'original')).toBe('http://localhost:1337/uploads/hero.jpg');
  });

  it('falls back to the original when the format is missing', () => {
    const small = { ...image, formats: { thumbnail: { url: '/uploads/t.jpg' } } };
    expect(mediaUrl(small)).toBe('http://localhost:1337/uploads/hero.jpg');
    expect(mediaUrl({ url: '/uploads/font.woff', formats: null })).toBe(
      'http://localhost:1337/uploads/font.woff',
    );
  });

  it('keeps absolute urls (http, https, protocol-relative, data)', () => {
    expect(mediaUrl({ url: 'https://cdn.example/a.png' })).toBe('https://cdn.example/a.png');
    expect(
      mediaUrl({ url: '/x.png', formats: { large: { url: 'http://cdn.example/l.png' } } }),
    ).toBe('http://cdn.example/l.png');
    expect(resolveMediaUrl('//cdn.example/a.png')).toBe('//cdn.example/a.png');
    expect(resolveMediaUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
  });

  it('accepts an explicit base and relative urls without a leading slash', () => {
    expect(mediaUrl({ url: 'uploads/a.png' }, 'large', 'https://cms.example')).toBe(
      'https://cms.example/uploads/a.png',
    );
  });

  it('is undefined without media', () => {
    expect(mediaUrl(null)).toBeUndefined();
    expect(mediaUrl(undefined)).toBeUndefined();
    expect(mediaUrl({ url: '' })).toBeUndefined();
  });
});

describe('mediaSrcSet', () => {
  it('lists every format and the original by width', () => {
    expect(mediaSrcSet(image)).toBe(
      [
        'http://localhost:1337/uploads/thumbnail_hero.jpg 245w',
        'http://localhost:1337/uploads/small_hero.jpg 500w',
        'http://localhost:1337/uploads/medium_hero.jpg 750w',
        'http://localhost:1337/uploads/large_hero.jpg 1000w',
        'http://localhost:1337/uploads/hero.jpg 2000w',
      ].join(', '),
    );
    expect(mediaSrcSet({ url: '/a.png', width: 10 })).toBeUndefined();
  });
});

describe('through the shop (issue #31: cmsUrl "/content")', () => {
  beforeEach(() => {
    setAppConfig({ cmsUrl: '/content', storeId: 's', publicKey: 'pk', publicUrl: '', trackingId: null });
  });

  it('versions every url by the file\'s updatedAt, so the shop may cache it for a year', () => {
    const replaced: StrapiMedia = { ...image, updatedAt: '2026-11-28T10:00:00.000Z' };
    const v = Date.parse('2026-11-28T10:00:00.000Z').toString(36);
    expect(mediaUrl(replaced)).toBe(`/content/uploads/large_hero.jpg?v=${v}`);
    expect(mediaFileUrl(replaced)).toBe(`/content/uploads/hero.jpg?v=${v}`);
    expect(mediaSrcSet(replaced)?.split(', ')[0]).toBe(
      `/content/uploads/thumbnail_hero.jpg?v=${v} 245w`,
    );
    // Replaced in the Media Library: same file name, another version.
    expect(mediaUrl({ ...replaced, updatedAt: '2026-11-29T10:00:00.000Z' })).not.toBe(
      mediaUrl(replaced),
    );
    expect(mediaUrl(image)).toBe('/content/uploads/large_hero.jpg');
    expect(mediaUrl({ ...image, updatedAt: 'kein Datum' })).toBe('/content/uploads/large_hero.jpg');
  });

  it('does not put the base in front of a url that has it already', () => {
    const once = resolveMediaUrl('/uploads/pen.svg');
    expect(once).toBe('/content/uploads/pen.svg');
    expect(resolveMediaUrl(once)).toBe(once);
  });
});

describe('isVideo', () => {
  it('reads the mime type', () => {
    expect(isVideo({ url: '/v.mp4', mime: 'video/mp4' })).toBe(true);
    expect(isVideo(image)).toBe(false);
    expect(isVideo(null)).toBe(false);
  });
});
