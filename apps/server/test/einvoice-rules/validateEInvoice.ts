import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// The official e-invoice rules, run in-process with SaxonJS (no Java): the CEN EN 16931
// validation XSLTs and the KoSIT XRechnung Schematron compiled with SchXslt, each vendored at
// a pinned version (README.md next to this file) and exported once to SEF (sef/*.sef.json),
// which SaxonJS runs directly. A stylesheet is read and prepared on its first use and kept.

export type RuleSet = 'en16931-cii' | 'en16931-ubl' | 'xrechnung-cii' | 'xrechnung-ubl';

export const RULE_SETS: readonly RuleSet[] = [
  'en16931-cii',
  'en16931-ubl',
  'xrechnung-cii',
  'xrechnung-ubl',
];

const SEF: Record<RuleSet, string> = {
  'en16931-cii': 'EN16931-CII-validation.sef.json',
  'en16931-ubl': 'EN16931-UBL-validation.sef.json',
  'xrechnung-cii': 'XRechnung-CII-validation.sef.json',
  'xrechnung-ubl': 'XRechnung-UBL-validation.sef.json',
};

/** One failed assert (or fired report) of the SVRL a rule set writes. */
export interface RuleFailure {
  id: string;
  /** `fatal` or `warning` (the CEN rules also say `information`). */
  flag: string;
  text: string;
  /** XPath of the element the rule looked at. */
  location: string;
}

interface SaxonApi {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: 'raw' },
    mode: 'sync',
  ): { principalResult: unknown };
  XPath: {
    evaluate(
      xpath: string,
      context: unknown,
      options: { namespaceContext: Record<string, string>; resultForm: 'array' },
    ): unknown;
  };
}

// saxon-js ships no types and is CommonJS.
const SaxonJS = createRequire(import.meta.url)('saxon-js') as SaxonApi;

const stylesheets = new Map<RuleSet, unknown>();

function stylesheet(ruleSet: RuleSet): unknown {
  let sef = stylesheets.get(ruleSet);
  if (sef === undefined) {
    const path = fileURLToPath(new URL(`./sef/${SEF[ruleSet]}`, import.meta.url));
    sef = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    stylesheets.set(ruleSet, sef);
  }
  return sef;
}

// The raw result is the SVRL root element (no document node above it), hence descendant-or-self.
const FAILURES = `descendant-or-self::*[self::svrl:failed-assert or self::svrl:successful-report] ! map {
  'id': string(@id), 'flag': string(@flag), 'location': string(@location),
  'text': normalize-space(string(svrl:text))
}`;

/** Every failed assert of `ruleSet` on `xml`, in document order (empty: the file passes). */
export function validateEInvoice(xml: string, ruleSet: RuleSet): RuleFailure[] {
  const { principalResult } = SaxonJS.transform(
    { stylesheetInternal: stylesheet(ruleSet), sourceText: xml, destination: 'raw' },
    'sync',
  );
  const found = SaxonJS.XPath.evaluate(FAILURES, principalResult, {
    namespaceContext: { svrl: 'http://purl.oclc.org/dsdl/svrl' },
    resultForm: 'array',
  }) as RuleFailure[];
  return found.map((f) => ({
    id: f.id,
    flag: f.flag || 'fatal',
    text: f.text,
    location: f.location,
  }));
}

/** The rule sets that apply to `xml`: its syntax's CEN rules, plus KoSIT's for an XRechnung. */
export function ruleSetsFor(xml: string): RuleSet[] {
  const head = xml.slice(0, 4000);
  const syntax = /<(?:\w+:)?CrossIndustryInvoice\b/.test(head)
    ? 'cii'
    : /<(?:\w+:)?(?:Invoice|CreditNote)\b/.test(head)
      ? 'ubl'
      : null;
  if (!syntax) return [];
  const xrechnung = /urn:xeinkauf\.de:kosit:xrechnung/.test(head);
  return xrechnung ? [`en16931-${syntax}`, `xrechnung-${syntax}`] : [`en16931-${syntax}`];
}

/** `[BR-DE-24-a] (fatal) text at location` lines, for a failing test's message and the CLI. */
export function describeFailures(failures: readonly RuleFailure[]): string {
  return failures.map((f) => `[${f.id}] (${f.flag}) ${f.text}\n    at ${f.location}`).join('\n');
}
