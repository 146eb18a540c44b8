// Town names compared the way people write them: „Frankfurt a. M.“, „Frankfurt/Main“ and
// „frankfurt am main“ are the town the data calls „Frankfurt am Main“; „Koeln“, „Köln“ and
// „Koln“ one town; „Köln-Ehrenfeld“ (a district after the town) and „Frankfurt“ (the town
// without its river) are accepted too. Only the order of the significant words counts.

interface Word {
  text: string;
  /** Written with a dot or as one letter („M.“, „Br.“, „i“): stands for a longer word. */
  abbreviated: boolean;
}

/** Small words that carry no meaning in a town name („am“, „an der“, „a.“, „i.“). */
const CONNECTORS = new Set([
  'a',
  'am',
  'an',
  'auf',
  'b',
  'bei',
  'd',
  'dem',
  'den',
  'der',
  'die',
  'i',
  'im',
  'in',
  'o',
  'ob',
  'v',
  'vor',
]);

/** Lower case, ß → ss, umlauts and accents folded, „ae“ read like „ä“ (both sides alike). */
function fold(text: string): string {
  // toLowerCase, not toLocaleLowerCase('de'): the same for German names and ten times faster.
  let folded = text.toLowerCase().replace(/ß/g, 'ss');
  // eslint-disable-next-line no-control-regex -- ASCII names need no decomposition
  if (/[^\x00-\x7f]/.test(folded)) folded = folded.normalize('NFD').replace(/\p{M}/gu, '');
  return folded.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');
}

/** Words by name: a sheet repeats its towns, the data its names; folding is the costly part. */
const known = new Map<string, readonly Word[]>();
const KNOWN_MAX = 50_000;

function words(name: string): readonly Word[] {
  let list = known.get(name);
  if (!list) {
    list = splitWords(name);
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(name, list);
  }
  return list;
}

function splitWords(name: string): Word[] {
  const list: Word[] = [];
  for (const part of fold(name).split(/[^a-z0-9.]+/)) {
    for (const piece of part.split(/(?<=\.)/)) {
      const abbreviated = piece.endsWith('.');
      let text = abbreviated ? piece.replace(/\.+$/, '') : piece;
      text = text.replace(/\./g, '');
      if (!text) continue;
      if (text === 'st') text = 'sankt';
      if (CONNECTORS.has(text)) continue;
      list.push({ text, abbreviated: abbreviated && text !== 'sankt' });
    }
  }
  return list;
}

/** The lookup key of a town name: its significant words, folded („frankfurt main“). */
export function townKey(name: string): string {
  return words(name)
    .map((word) => word.text)
    .join(' ');
}

function sameWord(a: Word, b: Word): boolean {
  if (a.text === b.text) return true;
  if (a.abbreviated && b.text.startsWith(a.text)) return true;
  return b.abbreviated && a.text.startsWith(b.text);
}

/**
 * Is `written` the town `name`? Equal words in order; the shorter of the two may stop early
 * (a district after the town: „Köln-Ehrenfeld“; the town without its river: „Frankfurt“).
 */
export function sameTown(written: string, name: string): boolean {
  const a = words(written);
  const b = words(name);
  if (a.length === 0 || b.length === 0) return false;
  const shared = Math.min(a.length, b.length);
  return a.slice(0, shared).every((word, i) => {
    const other = b[i];
    return other !== undefined && sameWord(word, other);
  });
}

/** Edit distance of the folded names, for the closest of several towns of one postcode. */
export function townDistance(a: string, b: string): number {
  const x = townKey(a);
  const y = townKey(b);
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= y.length; j += 1)
      row.push(
        Math.min(
          (previous[j] ?? 0) + 1,
          (row[j - 1] ?? 0) + 1,
          (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
        ),
      );
    previous = row;
  }
  return previous[y.length] ?? 0;
}
