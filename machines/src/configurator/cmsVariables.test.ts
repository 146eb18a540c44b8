import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsTemplateVariablesJson } from './cmsVariables.ts';

const file = path.resolve(
  import.meta.dirname,
  '../../../cms/src/editor/generated/templateVariables.json',
);

describe('the CMS copy of the template variables', () => {
  it('is the configurator list (run `npm run cms:variables` after changing variables.ts)', () => {
    expect(fs.readFileSync(file, 'utf8')).toBe(cmsTemplateVariablesJson());
  });
});
