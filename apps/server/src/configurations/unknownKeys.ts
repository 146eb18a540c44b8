// zod objects drop keys they do not know. For a stored configuration that would hide a
// client bug (a renamed field silently lost), so the parsed value is compared with the
// input: every key of an input object that the parsed value does not have was unknown.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dotted paths (`recipients.3.foo`) of input keys the parsed value lacks, at most `limit`. */
export function unknownKeys(input: unknown, parsed: unknown, limit = 5): string[] {
  const found: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (found.length >= limit) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      a.forEach((item, index) => walk(item, b[index], `${path}${index}.`));
    } else if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a)) {
        if (found.length >= limit) return;
        if (Object.hasOwn(b, key)) walk(a[key], b[key], `${path}${key}.`);
        else found.push(`${path}${key}`);
      }
    }
  };
  walk(input, parsed, '');
  return found;
}
