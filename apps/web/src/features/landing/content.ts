import type { Address } from '../../lib/i18n/address.ts';
import type { TextLookup } from '../../lib/cms/api/textContents.ts';
import type { StrapiMedia } from '../../lib/cms/types.ts';

/** What a landing section reads: the CMS texts in the visitor's form of address. */
export interface SectionContent {
  texts: TextLookup;
  address: Address;
}

export interface TitledText {
  number: number;
  title?: string;
  text?: string;
}

/**
 * `<prefix><n>.title` / `<prefix><n>.text` for n = 1…max, leaving out numbers that have
 * neither (so a missing step never leaves a hole).
 */
export function numberedTexts(
  { texts, address }: SectionContent,
  prefix: string,
  max: number,
): TitledText[] {
  const items: TitledText[] = [];
  for (let number = 1; number <= max; number += 1) {
    const title = texts.textOf(`${prefix}${number}.title`, address);
    const text = texts.textOf(`${prefix}${number}.text`, address);
    if (title || text) items.push({ number, title, text });
  }
  return items;
}

export interface FaqItem {
  number: number;
  question: string;
  answer: string;
}

/** Every `faq<n>.question` with its `faq<n>.answer`, in number order (any count). */
export function faqItems({ texts, address }: SectionContent): FaqItem[] {
  const numbers = texts
    .keys()
    .map((key) => /^faq(\d+)\.question$/.exec(key)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  const items: FaqItem[] = [];
  for (const number of numbers) {
    const question = texts.textOf(`faq${number}.question`, address);
    const answer = texts.textOf(`faq${number}.answer`, address);
    if (question && answer) items.push({ number, question, answer });
  }
  return items;
}

export interface Company {
  number: number;
  name: string;
  logo?: StrapiMedia;
}

/** `company1` … `company<max>`: content is the name, media the logo. */
export function companies({ texts, address }: SectionContent, max = 12): Company[] {
  const list: Company[] = [];
  for (let number = 1; number <= max; number += 1) {
    const name = texts.textOf(`company${number}`, address);
    if (name) list.push({ number, name, logo: texts.mediaOf(`company${number}`, address) });
  }
  return list;
}
