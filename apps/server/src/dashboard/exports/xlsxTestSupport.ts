import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';

// Reading an export back the way a spreadsheet would: the cells as exceljs sees them and the
// worksheet's XML itself, where a formula would be an `<f>` element.

/** Every cell of the first sheet whose value exceljs reads as a formula, by address. */
export async function formulaCells(buffer: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const found: string[] = [];
  workbook.worksheets[0]?.eachRow((row) =>
    row.eachCell((cell) => {
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula) found.push(cell.address);
    }),
  );
  return found;
}

/** The first worksheet's XML as stored in the file. */
export function sheetXml(buffer: Buffer): string {
  const files = unzipSync(new Uint8Array(buffer));
  const sheet = files['xl/worksheets/sheet1.xml'];
  if (!sheet) throw new Error('no xl/worksheets/sheet1.xml');
  return strFromU8(sheet);
}
