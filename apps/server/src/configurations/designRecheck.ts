import { loadDePostcodes } from '@federkiel/machines/addresses/dePostcodes';
import { checkRecipientAddresses } from '@federkiel/machines/addresses/recipientAddresses';
import { checkFit } from '@federkiel/machines/configurator/fitCheck';
import type { LayoutFont } from '@federkiel/machines/configurator/fontMetrics';
import { draftOf, fitSettingsOf } from '@federkiel/machines/configurator/orderConfiguration';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import {
  type StepProblemCode,
  summaryProblems,
} from '@federkiel/machines/configurator/stepProblems';
import type { Db } from '../db/database.ts';
import { FONT_UNREADABLE, UNKNOWN_FONT } from './configurationCheck.ts';
import { ownedBy, type Owner } from './configurationRecords.ts';
import { refusalBody, type RefusalBody } from './configurationRefusal.ts';
import type { CurrentFonts } from './currentFonts.ts';

// A stored design checked again with the pen fonts as they are now (issue 26): a font may
// have changed in the CMS since the design was stored, and the server never accepts a card the
// pen cannot write. Only what the font decides is checked again — letters, texts that no
// longer fit, envelope lines too long; the rest of the design was checked when it was stored
// and does not change (stored designs are never edited).
//
// The verdict is kept per (design, font version): putting a 100-card design into the cart,
// changing the quantity, ordering — the fit check runs once until the font changes.

/** The step problems a font can cause. */
const FONT_PROBLEMS = new Set<StepProblemCode>([
  'textOverflows',
  'unsupportedCharacters',
  'addressTooLong',
]);

/** What the font says about a design: the refusal (lead: `lead`), or null when it writes it all. */
export function writingRefusal(
  configuration: OrderConfiguration,
  font: LayoutFont,
  lead: string,
): RefusalBody | null {
  const draft = draftOf(configuration);
  const settings = fitSettingsOf(draft);
  if (!settings) return null;
  const fit = checkFit({ font, settings, recipients: draft.recipients });
  // The date rules need a day; the design's own date passes them and they are dropped anyway.
  const rules = { today: configuration.shipping.date, maxCards: Infinity, leadWorkingDays: 0 };
  const problems = summaryProblems(draft, rules, { status: 'done', result: fit }).filter(
    (problem) => FONT_PROBLEMS.has(problem.code),
  );
  if (problems.length === 0) return null;
  return refusalBody({
    problems,
    recipients: configuration.recipients,
    validation: null,
    fit,
    lead,
  });
}

/**
 * Postcodes that do not fit their towns (issue 42), for designs stored before the postcode
 * check or with data that has changed since: reported before the cart and the charge.
 */
export async function addressRefusal(
  configuration: OrderConfiguration,
  lead: string,
): Promise<RefusalBody | null> {
  const addresses = checkRecipientAddresses(configuration.recipients, await loadDePostcodes());
  if (addresses.length === 0) return null;
  return refusalBody({
    problems: [],
    recipients: configuration.recipients,
    validation: null,
    fit: null,
    addresses,
    lead,
  });
}

/** The same refusal with another first sentence (where it was refused). */
export function withLead(body: RefusalBody, lead: string): RefusalBody {
  const first = body.cards[0]?.message ?? body.problems[0]?.message ?? body.errors.font?.message;
  return { ...body, error: { ...body.error, message: first ? `${lead} ${first}` : lead } };
}

/**
 * A design's verdict: null = the pen writes every card; a refusal; `unchecked` = the CMS could
 * not be asked (the check of the day it was stored stands); `foreign` = no design of this
 * customer (the order's own check refuses it).
 */
export type DesignVerdict = RefusalBody | null | 'unchecked' | 'foreign';

const DEFAULT_LEAD = 'Diese Gestaltung kann so nicht in den Warenkorb.';
/** Verdicts kept; each is small (at most 200 card rows). */
const MAX_VERDICTS = 2000;
/** Which font each design uses (designs never change), so a cached verdict needs no JSON. */
const MAX_FONT_IDS = 20_000;

export class DesignRecheck {
  private readonly verdicts = new Map<string, RefusalBody | null>();
  private readonly fontIds = new Map<string, string>();
  /** The postcode check's verdict per design (designs never change; the data only on deploy). */
  private readonly addressVerdicts = new Map<string, RefusalBody | null>();

  constructor(
    private readonly fonts: CurrentFonts,
    private readonly warn: (message: string) => void,
  ) {}

  /** How many verdicts are kept (for tests). */
  get size(): number {
    return this.verdicts.size;
  }

  /** The verdicts for the designs `ids` of `owner`, by id. Reads outside any transaction. */
  async check(db: Db, ids: readonly string[], owner: Owner): Promise<Map<string, DesignVerdict>> {
    const verdicts = new Map<string, DesignVerdict>();
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return verdicts;
    const rows = await db
      .selectFrom('configurations')
      .select(['id', 'session_id', 'account_id'])
      .where('id', 'in', wanted)
      .execute();
    const owned = new Set(rows.filter((row) => ownedBy(row, owner)).map((row) => row.id));
    for (const id of wanted) {
      verdicts.set(id, owned.has(id) ? await this.verdictOf(db, id) : 'foreign');
    }
    return verdicts;
  }

  private async verdictOf(db: Db, id: string): Promise<DesignVerdict> {
    let configuration: OrderConfiguration | null = null;
    let addresses = this.addressVerdicts.get(id);
    if (addresses === undefined) {
      configuration = await this.load(db, id);
      if (!configuration) return 'foreign';
      addresses = await addressRefusal(configuration, DEFAULT_LEAD);
      remember(this.addressVerdicts, id, addresses, MAX_FONT_IDS);
    }
    if (addresses) return addresses;
    let fontId = this.fontIds.get(id);
    if (fontId === undefined) {
      configuration ??= await this.load(db, id);
      if (!configuration) return 'foreign';
      fontId = configuration.font.id;
      remember(this.fontIds, id, fontId, MAX_FONT_IDS);
    }
    const font = await this.fonts.current(fontId);
    if (font.status === 'unavailable') {
      this.warn(`design ${id}: not re-checked, the CMS is unavailable (${font.reason})`);
      return 'unchecked';
    }
    const key = `${id}@${font.version}`;
    const kept = this.verdicts.get(key);
    if (kept !== undefined) return kept;
    configuration ??= await this.load(db, id);
    if (!configuration) return 'foreign';
    const verdict =
      font.status === 'found'
        ? writingRefusal(configuration, font.font.font, DEFAULT_LEAD)
        : refusalBody({
            problems: [],
            recipients: configuration.recipients,
            validation: null,
            fit: null,
            errors: { font: font.status === 'missing' ? UNKNOWN_FONT : FONT_UNREADABLE },
            lead: DEFAULT_LEAD,
          });
    remember(this.verdicts, key, verdict, MAX_VERDICTS);
    return verdict;
  }

  private async load(db: Db, id: string): Promise<OrderConfiguration | null> {
    const row = await db
      .selectFrom('configurations')
      .select('data')
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? (JSON.parse(row.data) as OrderConfiguration) : null;
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}
