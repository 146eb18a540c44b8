import type { TextEncodingName } from './importTypes.ts';

// Real CSV files come as UTF-8 (Excel "CSV UTF-8" writes a BOM, most tools do not),
// Windows-1252 (Excel's plain "CSV" on a German Windows) or UTF-16 ("Unicode-Text").
// A file that is valid UTF-8 is read as UTF-8; anything else as Windows-1252, which maps
// every byte to a character, so umlauts from old Excel exports come out right.

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
