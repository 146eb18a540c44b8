// What an upload really is, read from its first bytes — never from the file name or the
// Content-Type the browser claims (a renamed text file says "logo.png" just as easily).

export type ImageFormat = 'png' | 'jpeg';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** The file extension a stored image gets. */
export const EXTENSIONS: Record<ImageFormat, 'png' | 'jpg'> = { png: 'png', jpeg: 'jpg' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG by its 8-byte signature, JPEG by its SOI marker and the next marker's 0xFF; else null. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.equals(bytes.subarray(0, 8))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  return null;
}
