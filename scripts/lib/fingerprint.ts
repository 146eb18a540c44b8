import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', '.tmp', '.cache', 'build', 'public', 'types']);

function collect(entry: string, files: string[]): void {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (skipped.has(name) || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      collect(path.join(entry, name), files);
    }
  } else {
    files.push(entry);
  }
}

/** A content hash of a build's inputs, so `npm start` rebuilds after a change and only then. */
export function fingerprint(inputs: string[], settings = ''): string {
  const files: string[] = [];
  for (const input of inputs) collect(input, files);
  const hash = createHash('sha256');
  // Empty by default, so builds stamped before settings existed stay current.
  if (settings) hash.update(`settings:${settings}`);
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function isBuildCurrent(
  stampFile: string,
  inputs: string[],
  output: string,
  settings?: string,
): boolean {
  if (!existsSync(output) || !existsSync(stampFile)) return false;
  return readFileSync(stampFile, 'utf8').trim() === fingerprint(inputs, settings);
}

export function stampBuild(stampFile: string, inputs: string[], settings?: string): void {
  writeFileSync(stampFile, `${fingerprint(inputs, settings)}\n`);
}
