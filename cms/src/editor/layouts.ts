import type { Core } from '@strapi/strapi';
import { LAYOUTS } from './labels';

// Applies labels.ts to the content manager's stored view configuration at every start, so an
// edit of the file reaches every installation. Fields the schema does not have are skipped
// (a label file ahead of its schema must not break the admin).

interface Configuration {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
}
interface ContentTypesService {
  findContentType(uid: string): { uid: string; attributes: Record<string, unknown> } | undefined;
  findConfiguration(contentType: { uid: string }): Promise<Configuration>;
  updateConfiguration(contentType: { uid: string }, configuration: Configuration): Promise<unknown>;
}

export async function applyEditorLayouts(strapi: Core.Strapi): Promise<void> {
  const service = strapi
    .plugin('content-manager')
    .service('content-types') as unknown as ContentTypesService;
  for (const [uid, layout] of Object.entries(LAYOUTS)) {
    const contentType = service.findContentType(uid);
    if (!contentType) continue;
    const has = (field: string) =>
      field in contentType.attributes || ['createdAt', 'updatedAt', 'id'].includes(field);
    const current = await service.findConfiguration(contentType);
    const metadatas = { ...current.metadatas };
    for (const [field, label] of Object.entries(layout.fields)) {
      if (!has(field)) continue;
      const meta = metadatas[field] ?? {};
      metadatas[field] = {
        ...meta,
        edit: {
          ...meta.edit,
          label: label.label,
          description: label.hint ?? '',
          placeholder: label.placeholder ?? '',
          ...(label.editable === false ? { editable: false } : {}),
        },
        list: { ...meta.list, label: label.label },
      };
    }
    const edit = layout.edit
      .map((row) => row.filter((cell) => has(cell.name)))
      .filter((row) => row.length > 0);
    await service.updateConfiguration(contentType, {
      settings: {
        ...current.settings,
        mainField: layout.mainField,
        defaultSortBy: layout.sortBy,
        defaultSortOrder: layout.sortOrder,
      },
      metadatas,
      layouts: { ...current.layouts, list: layout.list.filter(has), edit },
    });
  }
}
