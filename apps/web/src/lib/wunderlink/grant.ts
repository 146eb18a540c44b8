import type { ShippingMode } from '@federkiel/machines';
import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { useSyncExternalStore } from 'react';
import { safeSessionStorage } from '../storage.ts';

// The WunderLink a customer is redeeming in this tab (docs/wunderlink.md): "Karten gestalten"
// on the landing page starts it, the configurator reads it (template, card cap, price 0 €,
// "Gratis bestellen"), the confirm screen redeems it. Features never import each other, so
// the grant lives here, in sessionStorage: a reload keeps it, a new tab or a closed browser
// does not (the link itself is the way back in).

export const GRANT_STORAGE_KEY = 'fk.wunderlink';
/** The last redemption of this tab: the complete screen shows its order number at once. */
export const REDEMPTION_STORAGE_KEY = 'fk.wunderlink.order';

/** What "Gratis bestellen" stored: the configuration the confirm screen redeems. */
export interface GrantDesign {
  /** The id `POST /swell/configurations` answered. */
  configurationId: string;
  /** Cards = recipients. */
  cardCount: number;
  /** The configuration's template (CMS id as text) and its name. */
  templateId: string | null;
  templateName: string | null;
  /** The template's groups (CMS ids as text), for a group link. */
  templateGroupIds?: string[] | undefined;
}

export interface WunderlinkGrant {
  version: 1;
  /** The link's public details, as `GET /swell/wunderlink/{id}` answered them. */
  link: PublicWunderlink;
  /** Set by "Gratis bestellen"; null while the cards are being designed. */
  design: GrantDesign | null;
  /**
   * The configurator's progress when the design was stored (the configurator clears its own
   * copy as after "In den Warenkorb"): "Karten anpassen" on the confirm screen returns to it.
   */
  progress: unknown;
}

export interface WunderlinkRedemption {
  order: { id: string; number: string };
  campaign: string;
  cards: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedGrant: WunderlinkGrant | null = null;

function notify() {
  for (const listener of [...listeners]) listener();
}

function readRaw(key: string): string | null {
  try {
    return safeSessionStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` (null removes it); false when the browser would not keep it. */
function write(key: string, value: string | null): boolean {
  try {
    const storage = safeSessionStorage();
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The grant as this page holds it when the browser refused to store it (quota, private mode). */
let memory: { raw: string | null } | null = null;

function isLink(value: unknown): value is PublicWunderlink {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  return (
    typeof link.id === 'string' &&
    typeof link.campaign === 'string' &&
    typeof link.free_cards === 'number' &&
    typeof link.postage_included === 'boolean' &&
    typeof link.valid_until === 'string'
  );
}

function parse(raw: string | null): WunderlinkGrant | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<WunderlinkGrant> | null;
    if (!value || value.version !== 1 || !isLink(value.link)) return null;
    return {
      version: 1,
      link: value.link,
      design: value.design ?? null,
      progress: value.progress ?? null,
    };
  } catch {
    return null;
  }
}

/** Whether the link's window has ended (the server would answer 404 now). */
export function grantExpired(grant: WunderlinkGrant, now: Date = new Date()): boolean {
  const until = Date.parse(grant.link.valid_until);
  return Number.isFinite(until) && now.getTime() >= until;
}

/** The stored grant (one object per stored value, so React can compare it), or null. */
function snapshot(): WunderlinkGrant | null {
  const raw = memory ? memory.raw : readRaw(GRANT_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedGrant = parse(raw);
  }
  return cachedGrant;
}

/** The grant of this tab, or null; an ended link's grant is dropped. */
export function readGrant(now: Date = new Date()): WunderlinkGrant | null {
  const grant = snapshot();
  if (grant && grantExpired(grant, now)) {
    clearGrant();
    return null;
  }
  return grant;
}

function store(grant: WunderlinkGrant | null): void {
  const raw = grant ? JSON.stringify(grant) : null;
  // Even when the browser refuses to keep it (lost on reload), this page goes on with it.
  memory = write(GRANT_STORAGE_KEY, raw) ? null : { raw };
  cachedRaw = raw;
  cachedGrant = grant;
  notify();
}

/**
 * "Karten gestalten": the link's grant for the configurator. Opening the same link again keeps
 * what was designed with it; another link replaces it.
 */
export function startGrant(link: PublicWunderlink): WunderlinkGrant {
  const current = snapshot();
  const grant: WunderlinkGrant =
    current && current.link.id === link.id
      ? { ...current, link }
      : { version: 1, link, design: null, progress: null };
  store(grant);
  return grant;
}

/** "Gratis bestellen": the stored configuration and the progress to come back to. */
export function setGrantDesign(design: GrantDesign, progress: unknown): WunderlinkGrant | null {
  const current = snapshot();
  if (!current) return null;
  const grant: WunderlinkGrant = { ...current, design, progress };
  store(grant);
  return grant;
}

/** The grant ends: redeemed, refused for good, or given up ("Ohne WunderLink weiter"). */
export function clearGrant(): void {
  store(null);
}

export function subscribeGrant(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The grant of this tab for components (re-renders when it changes). */
export function useGrant(): WunderlinkGrant | null {
  return useSyncExternalStore(subscribeGrant, snapshot, () => null);
}

/** How the cards travel: the link decides (postage included = franked to each recipient). */
export function grantShippingMode(link: Pick<PublicWunderlink, 'postage_included'>): ShippingMode {
  return link.postage_included ? 'to_recipients' : 'to_customer';
}

/** The order the redemption placed, for the complete screen (also after a reload). */
export function rememberRedemption(redemption: WunderlinkRedemption): void {
  write(REDEMPTION_STORAGE_KEY, JSON.stringify(redemption));
}

export function readRedemption(orderId: string): WunderlinkRedemption | null {
  try {
    const value = JSON.parse(readRaw(REDEMPTION_STORAGE_KEY) ?? 'null') as WunderlinkRedemption;
    return value?.order?.id === orderId && typeof value.order.number === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Tests: forget what this module cached from sessionStorage. */
export function resetGrantCache(): void {
  memory = null;
  cachedRaw = undefined;
  cachedGrant = null;
}
