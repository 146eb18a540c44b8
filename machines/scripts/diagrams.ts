// Writes docs/machines/<name>.md with a Mermaid diagram for every machine in the registry.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machines } from '../src/registry.ts';
import { diagramDoc } from '../src/diagram/diagramDoc.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/machines');
mkdirSync(outDir, { recursive: true });
for (const [name, machine] of Object.entries(machines)) {
  const file = path.join(outDir, `${name}.md`);
  mkdirSync(path.dirname(file), { recursive: true }); // names like `payments/card`
  writeFileSync(file, diagramDoc(name, machine));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
