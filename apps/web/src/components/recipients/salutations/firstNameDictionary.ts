import {
  createFirstNameDictionary,
  parseNameList,
  type FirstNameDictionary,
} from '@federkiel/machines/configurator/salutationSuggestions';

// The first-name dictionary for salutation suggestions: the German and Turkish lists of the
// MIT-licensed `gender-detection-from-name` package (about 2,500 names, 60 kB), read as text
// so that names listed for both genders count as unisex, plus its Italian list (110 kB) for
// names that are men's names in Italy (Andrea Rossi, issue 27). Loaded on first use only: its
// own chunk, never part of the start bundle.

let loading: Promise<FirstNameDictionary> | null = null;

export function loadFirstNameDictionary(): Promise<FirstNameDictionary> {
  loading ??= Promise.all([
    import('gender-detection-from-name/names/de.js?raw'),
    import('gender-detection-from-name/names/tr.js?raw'),
    import('gender-detection-from-name/names/it.js?raw'),
  ]).then(
    ([de, tr, it]) =>
      createFirstNameDictionary([parseNameList(de.default), parseNameList(tr.default)], undefined, {
        it: parseNameList(it.default),
      }),
    (error: unknown) => {
      loading = null; // a failed chunk may load on the next try
      throw error;
    },
  );
  return loading;
}
