import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_STORAGE_KEY,
  getAddress,
  reloadAddress,
  setAddress,
  useAddress,
} from './address.ts';
import { i18n, LANGUAGE_STORAGE_KEY, setLanguage, storedLanguage } from './i18n.ts';
import { useT } from './useT.ts';

describe('useT', () => {
  it('translates German by default with the du form', () => {
    const { result } = renderHook(() => useT('mobile-notice'));
    expect(result.current.address).toBe('du');
    expect(result.current.t('text')).toBe(
      'Unser Konfigurator ist noch nicht für Mobilgeräte verfügbar. Bitte nutze einen Computer.',
    );
  });

  it('switches to the Sie form and remembers it', () => {
    const { result } = renderHook(() => useT('mobile-notice'));
    act(() => setAddress('sie'));
    expect(result.current.address).toBe('sie');
    expect(result.current.t('text')).toBe(
      'Unser Konfigurator ist noch nicht für Mobilgeräte verfügbar. Bitte nutzen Sie einen Computer.',
    );
    expect(window.localStorage.getItem(ADDRESS_STORAGE_KEY)).toBe('sie');
  });

  it('falls back to the base key when a text has no Sie form', () => {
    setAddress('sie');
    const { result } = renderHook(() => useT());
    expect(result.current.t('nav.products')).toBe('Vorlagen');
  });

  it('lets callers override the context and reach other namespaces', () => {
    setAddress('sie');
    const { result } = renderHook(() => useT('mobile-notice'));
    expect(result.current.t('text', { context: 'du' })).toMatch(/Bitte nutze einen Computer/);
    expect(result.current.t('common:nav.contact')).toBe('Kontakt');
  });

  it('interpolates values', () => {
    const { result } = renderHook(() => useT());
    expect(result.current.t('footer.copyright', { year: 2030, company: 'Federkiel GmbH' })).toMatch(
      /^© 2030 Federkiel GmbH/,
    );
  });

  it('switches the language, remembers it and sets <html lang>', async () => {
    const { result } = renderHook(() => useT());
    await act(() => setLanguage('en'));
    expect(result.current.t('nav.products')).toBe('Templates');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(storedLanguage()).toBe('en');
    await act(() => setLanguage('de'));
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('address', () => {
  it('defaults to du and ignores a corrupted stored value', () => {
    window.localStorage.setItem(ADDRESS_STORAGE_KEY, 'ihr');
    reloadAddress();
    expect(getAddress()).toBe('du');
    const { result } = renderHook(() => useAddress());
    expect(result.current).toBe('du');
  });

  it('reads a remembered choice', () => {
    window.localStorage.setItem(ADDRESS_STORAGE_KEY, 'sie');
    reloadAddress();
    expect(getAddress()).toBe('sie');
  });

  it('defaults the language to German and ignores unknown stored languages', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('de');
    expect(i18n.language).toBe('de');
  });
});
