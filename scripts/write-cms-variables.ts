import fs from 'node:fs';
import path from 'node:path';
import { cmsTemplateVariablesJson } from '@federkiel/machines/configurator/cmsVariables';

// `npm run cms:variables`: writes the configurator's variable list for the CMS (its hints and
// its check of template texts; see machines/src/configurator/cmsVariables.ts).
const file = path.resolve(
  import.meta.dirname,
  '..',
  'cms/src/editor/generated/templateVariables.json',
);
fs.writeFileSync(file, cmsTemplateVariablesJson());
console.log(`written: ${path.relative(process.cwd(), file)}`);
