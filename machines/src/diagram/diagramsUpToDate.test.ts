import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machines } from '../registry.ts';
import { diagramDoc } from './diagramDoc.ts';

const docsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/machines',
);

describe('docs/machines', () => {
  it.each(Object.entries(machines))(
    '%s has a current diagram (run `npm run diagrams`)',
    (name, machine) => {
      const file = path.join(docsDir, `${name}.md`);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(diagramDoc(name, machine));
    },
  );
});
