import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The pen as one pipeline a newcomer can follow (issue 38, docs/pen-fonts.md "Pipeline"):
// text → layout/ → glyphs/ → strokes/ → writers/, one folder per stage, shared types in
// types/, one entry (pipeline.ts). This test reads the imports of the pen folder and of the
// apps and fails when a stage imports a later stage, when the stages import each other in a
// circle, or when production, the preview or the fit check use the pen past the entry.

const PEN = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(PEN, '../../..');

/** The stages in pipeline order; a stage may import its own and earlier stages only. */
const STAGES = ['types', 'layout', 'glyphs', 'strokes', 'writers'] as const;
const ENTRY = path.join(PEN, 'pipeline.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [file] : [];
  });
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('testing');

/** The module specifiers a file imports or re-exports (static and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'([^']+)'/gm))
    specifiers.push(match[1] as string);
  return specifiers;
}

/** The pen library files (tests and test helpers left out). */
const penFiles = sourceFiles(PEN).filter((file) => !isTest(file));

/** Which stage a pen file belongs to: its folder's index in STAGES, the entry last. */
function stageOf(file: string): number | 'entry' | null {
  if (file === ENTRY) return 'entry';
  const folder = path.relative(PEN, file).split(path.sep)[0] as string;
  const index = (STAGES as readonly string[]).indexOf(folder);
  return index === -1 ? null : index;
}

/** The pen files a pen file imports (relative imports resolved). */
function penImports(file: string): string[] {
  return importsOf(file)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .filter((target) => target.startsWith(PEN + path.sep));
}

const rel = (file: string) => path.relative(REPO, file);

describe('the pen pipeline’s stages', () => {
  it('keeps every pen file in a stage’s folder or in the entry', () => {
    const homeless = penFiles.filter((file) => stageOf(file) === null).map(rel);
    expect(homeless).toEqual([]);
    for (const stage of STAGES)
      expect(penFiles.some((file) => stageOf(file) === STAGES.indexOf(stage))).toBe(true);
  });

  it('lets a stage import only its own and earlier stages (writers ← strokes ← glyphs ← layout ← types)', () => {
    const wrong: string[] = [];
    for (const file of penFiles) {
      const stage = stageOf(file);
      for (const target of penImports(file)) {
        const targetStage = stageOf(target);
        if (target === ENTRY && file !== ENTRY) wrong.push(`${rel(file)} → the entry`);
        else if (stage === 'entry') {
          if (targetStage === STAGES.indexOf('writers'))
            wrong.push(`${rel(file)} → ${rel(target)}`);
        } else if (
          stage !== null &&
          targetStage !== null &&
          targetStage !== 'entry' &&
          targetStage > stage
        )
          wrong.push(`${rel(file)} (${STAGES[stage]}) → ${rel(target)} (${STAGES[targetStage]})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no import circle inside the pen', () => {
    const graph = new Map(penFiles.map((file) => [file, penImports(file)]));
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].map(rel).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});

// Outside the pen, code reaches it through the entry and a writer only; scripts that measure
// the pen's output (the before/after pictures) may use the test helpers' measures too.
const PEN_MODULE = /^@federkiel\/machines\/pen\/(.+)$/;
const allowed = (module: string, file: string) =>
  module === 'pipeline' ||
  module.startsWith('writers/') ||
  (module.startsWith('testing/') && rel(file).startsWith('scripts/'));

const APP_SOURCES = ['apps/server/src', 'apps/web/src', 'scripts'].flatMap((dir) =>
  sourceFiles(path.join(REPO, dir)).filter((file) => !isTest(file)),
);

/** Production, the preview (card, partial writing, envelope), the production sheet. */
const DRAWING_CALLERS = [
  'apps/server/src/production/cardFiles.ts',
  'apps/server/src/dashboard/exports/productionSheetPen.ts',
  'apps/web/src/features/configurator/pen/penPreview.ts',
  'apps/web/src/features/configurator/pen/partialWriting.ts',
  'apps/web/src/features/configurator/pen/envelopePreview.ts',
];

/** The fit check's pen measure: server (CMS fonts) and browser (worker, main thread). */
const FIT_CHECK_CALLERS = [
  'apps/server/src/configurations/cmsFonts.ts',
  'apps/web/src/features/configurator/pen/measureFont.ts',
  'apps/web/src/features/configurator/api/runFitCheck.ts',
];

function namedImports(file: string, module: string): string[] {
  const text = readFileSync(path.join(REPO, file), 'utf8');
  const names: string[] = [];
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g))
    if (match[2] === module)
      names.push(
        ...(match[1] as string).split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
      );
  return names.filter(Boolean);
}

describe('the pen’s callers', () => {
  it('use the pen only through pen/pipeline and the writers', () => {
    const bypass = APP_SOURCES.flatMap((file) =>
      importsOf(file).flatMap((specifier) => {
        const module = PEN_MODULE.exec(specifier)?.[1];
        return module !== undefined && !allowed(module, file)
          ? [`${rel(file)} → pen/${module}`]
          : [];
      }),
    );
    expect(bypass).toEqual([]);
  });

  it.each(DRAWING_CALLERS)('%s draws with penPipeline, never with its own layout', (file) => {
    expect(namedImports(file, '@federkiel/machines/pen/pipeline')).toContain('penPipeline');
    const text = readFileSync(path.join(REPO, file), 'utf8');
    expect(text).not.toMatch(/\bfitCard\(|\blayoutPage\(|\blayoutStrokes\(/);
  });

  it.each(FIT_CHECK_CALLERS)('%s measures with the pipeline’s penLayoutFont', (file) => {
    expect(namedImports(file, '@federkiel/machines/pen/pipeline')).toContain('penLayoutFont');
  });
});
