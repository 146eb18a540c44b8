import { matchHeaders } from './matchHeaders.ts';
import { PREVIEW_ROWS, type ImportRequest, type ImportResponse } from './importProtocol.ts';
import { ImportError, type ParsedSpreadsheet } from './importTypes.ts';
import { readBytes } from './readBytes.ts';
import { readSpreadsheet } from './readSpreadsheet.ts';
import { rowsToRecipients } from './rowsToRecipients.ts';

// The import worker's logic, free of worker globals so tests run it directly: `parse`
// reads a file and keeps its rows, `map` turns them into recipients with the chosen targets.

export type Reply = (response: ImportResponse) => void;

export function createImportHandler(): (request: ImportRequest, reply: Reply) => Promise<void> {
  let parsed: ParsedSpreadsheet | null = null;

  return async (request, reply) => {
    const { id } = request;
    try {
      if (request.type === 'parse') {
        parsed = null;
        reply({ type: 'progress', id, phase: 'reading', fraction: null });
        const bytes = await readBytes(request.file);
        const sheet = await readSpreadsheet(
          bytes,
          request.fileName,
          request.options,
          (phase, fraction) => reply({ type: 'progress', id, phase, fraction }),
        );
        parsed = sheet;
        const { rows, ...rest } = sheet;
        reply({
          type: 'parsed',
          id,
          summary: {
            ...rest,
            fileName: request.fileName,
            rowCount: rows.length,
            previewRows: rows.slice(0, PREVIEW_ROWS),
            columns: matchHeaders(sheet.headers, request.options),
          },
        });
        return;
      }
      if (!parsed) throw new ImportError('empty', 'nothing parsed yet');
      reply({ type: 'progress', id, phase: 'mapping', fraction: null });
      const { recipients, skippedExampleRows } = rowsToRecipients(
        parsed.rows,
        request.targets,
        request.skipFirstRow,
      );
      reply({ type: 'mapped', id, recipients, skippedExampleRows });
    } catch (error) {
      const code = error instanceof ImportError ? error.code : 'unreadable';
      reply({ type: 'failed', id, code, detail: String(error) });
    }
  };
}
