// Greek and Cyrillic in Latin letters by named standards (issue 38), for „Ähnliche
// Buchstaben“ (similarLetters.ts): the pen writes Latin only (PEN_CHARACTER_SET), and a
// letter-by-letter guess turns Παπαδόπουλος into „Papadopoylos“.
//
// - Greek: ELOT 743 / ISO 843, transcription (the Greek standard, adopted by the UN for
//   geographical names and used in Greek passports). Letter groups are written as they sound
//   (ου → ou, αυ/ευ/ηυ → av/ev/iv or af/ef/if by the next letter, μπ → b at the start or end
//   of a word and mp inside, γγ → ng, γκ → gk, γξ → nx, γχ → nch, ντ → nt), accents are left
//   out as in passports (the pen could write á é í, but Papadópoulos is no one's spelling).
// - Cyrillic: ICAO Doc 9303, part 3 (machine-readable travel documents; Russian passports
//   use it since 2014): ASCII only, one table for every Cyrillic letter (Юлия → Iuliia,
//   Щукин → Shchukin, Ъ → ie, Ь left out). The standard's language notes need the language,
//   which a name's letters seldom tell; only Ukrainian is recognised (a text with є ї ґ, or
//   with both і and и) and then writes И as Y (Київ → Kyiv). Bulgarian (Щ → sht) and Serbian
//   or Macedonian forms are not told apart: they get the common table.
//
// Both give plain ASCII, which every pen font writes. A word in capitals stays in capitals
// (ΑΘΗΝΑ → ATHINA, ЩУКИН → SHCHUKIN); otherwise a capital letter capitalises only the first
// letter of its spelling (Θεσσαλονίκη → Thessaloniki, Щукин → Shchukin).

export const TRANSLITERATION_STANDARDS = {
  greek: 'ELOT 743 / ISO 843 (Transkription)',
  cyrillic: 'ICAO Doc 9303',
} as const;

// prettier-ignore
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l',
  μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f',
  χ: 'ch', ψ: 'ps', ω: 'o',
  // Archaic and variant forms that turn up in names and old addresses.
  ϐ: 'v', ϑ: 'th', ϒ: 'y', ϕ: 'f', ϖ: 'p', ϰ: 'k', ϱ: 'r', ϲ: 's', ϳ: 'j', ϝ: 'w', ϛ: 'st',
};

/** Two letters written as one sound (checked before the single letters). */
const GREEK_PAIRS: Record<string, string> = {
  ου: 'ou',
  γγ: 'ng',
  γκ: 'gk',
  γξ: 'nx',
  γχ: 'nch',
  ντ: 'nt',
};

const GREEK_VOWELS = new Set('αεηιουω');
/** After αυ ευ ηυ: v before a vowel or these voiced consonants, f before the others and at the end. */
const GREEK_VOICED = new Set('βγδζλμνρ');

interface GreekLetter {
  /** Lower case base letter, accents removed. */
  base: string;
  upper: boolean;
  /** A diaeresis (ϊ ϋ) keeps the vowel on its own: αϋ is a + y, not av. */
  diaeresis: boolean;
}

function greekLetters(word: string): GreekLetter[] {
  const letters: GreekLetter[] = [];
  for (const char of word.normalize('NFD')) {
    if (/\p{M}/u.test(char)) {
      const last = letters[letters.length - 1];
      if (last && char === '\u0308') last.diaeresis = true;
      continue;
    }
    const lower = char.toLowerCase();
    letters.push({ base: lower, upper: lower !== char, diaeresis: false });
  }
  return letters;
}

interface Unit {
  text: string;
  upper: boolean;
}

function greekUnits(letters: GreekLetter[]): Unit[] {
  const units: Unit[] = [];
  for (let i = 0; i < letters.length; i += 1) {
    const letter = letters[i] as GreekLetter;
    const next = letters[i + 1];
    const pair = next && !next.diaeresis ? GREEK_PAIRS[letter.base + next.base] : undefined;
    if (pair) {
      units.push({ text: pair, upper: letter.upper });
      i += 1;
      continue;
    }
    if (next && next.base === 'υ' && !next.diaeresis && 'αεη'.includes(letter.base)) {
      const after = letters[i + 2]?.base;
      const voiced = after !== undefined && (GREEK_VOWELS.has(after) || GREEK_VOICED.has(after));
      units.push({
        text: (GREEK[letter.base] as string) + (voiced ? 'v' : 'f'),
        upper: letter.upper,
      });
      i += 1;
      continue;
    }
    if (letter.base === 'μ' && next?.base === 'π') {
      const edge = i === 0 || i + 2 === letters.length;
      units.push({ text: edge ? 'b' : 'mp', upper: letter.upper });
      i += 1;
      continue;
    }
    units.push({ text: GREEK[letter.base] ?? letter.base, upper: letter.upper });
  }
  return units;
}

function cased(units: Unit[], letters: { upper: boolean }[]): string {
  const allCaps = letters.length > 1 && letters.every((letter) => letter.upper);
  return units
    .map((unit) =>
      allCaps
        ? unit.text.toUpperCase()
        : unit.upper
          ? unit.text.charAt(0).toUpperCase() + unit.text.slice(1)
          : unit.text,
    )
    .join('');
}

/** One Greek word by ELOT 743 (transcription). */
export function romanizeGreekWord(word: string): string {
  const letters = greekLetters(word);
  return cased(greekUnits(letters), letters);
}

// prettier-ignore
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: 'ie', ы: 'y', ь: '', э: 'e', ю: 'iu',
  я: 'ia', і: 'i', ї: 'i', є: 'ie', ґ: 'g', ў: 'u', ђ: 'd', ѓ: 'g', ѕ: 'dz', ј: 'j', ќ: 'k',
  љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz', ѣ: 'ie', ѵ: 'y', ѫ: 'u', һ: 'h',
};

/** Is `text` Ukrainian by its letters (ICAO's Ukrainian note: И → Y)? */
export function looksUkrainian(text: string): boolean {
  const lower = text.toLowerCase();
  return /[єїґ]/u.test(lower) || (lower.includes('і') && lower.includes('и'));
}

/** One Cyrillic word by ICAO Doc 9303; `ukrainian` applies the standard's Ukrainian note. */
export function romanizeCyrillicWord(word: string, ukrainian = false): string {
  const letters = [...word.normalize('NFC')]
    .filter((char) => !/\p{M}/u.test(char))
    .map((char) => ({ char: char.toLowerCase(), upper: char.toLowerCase() !== char }));
  const units = letters.map(({ char, upper }) => ({
    text: ukrainian && char === 'и' ? 'y' : (CYRILLIC[char] ?? char),
    upper,
  }));
  // A capital Ь/Ъ says nothing about the case of the letters after it.
  return cased(
    units,
    letters.filter((letter) => letter.char !== 'ь'),
  );
}

const GREEK_WORD = /\p{Script=Greek}[\p{Script=Greek}\p{M}]*/gu;
const CYRILLIC_WORD = /\p{Script=Cyrillic}[\p{Script=Cyrillic}\p{M}]*/gu;
/** A Greek or Cyrillic word (the pieces `romanize` changes). */
export const NON_LATIN_WORD =
  /\p{Script=Greek}[\p{Script=Greek}\p{M}]*|\p{Script=Cyrillic}[\p{Script=Cyrillic}\p{M}]*/gu;

/** One word of `NON_LATIN_WORD` by its script's standard. */
export function romanizeWord(word: string, ukrainian = false): string {
  return /^\p{Script=Greek}/u.test(word)
    ? romanizeGreekWord(word)
    : romanizeCyrillicWord(word, ukrainian);
}

/**
 * `text` with every Greek word by ELOT 743 and every Cyrillic word by ICAO Doc 9303; all else
 * as it is. Whether Cyrillic is Ukrainian is decided for the whole text (a name and its
 * address are one language).
 */
export function romanize(text: string): string {
  const ukrainian = looksUkrainian(text);
  return text
    .replace(GREEK_WORD, (word) => romanizeGreekWord(word))
    .replace(CYRILLIC_WORD, (word) => romanizeCyrillicWord(word, ukrainian));
}
