import type { Metadata } from 'sharp';
import { ClientError } from '../http/errors.ts';
import { type ImageFormat, sniffImageFormat } from './imageFormat.ts';
import { MAX_UPLOAD_PIXELS } from './uploadLimits.ts';

// Checks that an upload is a real PNG or JPEG within the pixel limit and writes it anew:
// turned upright by its EXIF orientation, with every piece of metadata (EXIF, GPS, XMP,
// comments, …) left out and colours in sRGB. Re-encoding also drops anything hidden after
// the image data. PNG stays PNG, JPEG stays JPEG; the browser has already scaled the image
// to the printed size, so nothing is resized here.

export interface ProcessedImage {
  format: ImageFormat;
  bytes: Buffer;
  widthPx: number;
  heightPx: number;
}

const NOT_AN_IMAGE = new ClientError(
  415,
  'unsupported_media_type',
  'Die Datei ist kein PNG- oder JPEG-Bild. Bitte lade ein Bild im Format PNG oder JPG hoch.',
);

function tooManyPixels(width: number, height: number): ClientError {
  const megapixels = ((width * height) / 1_000_000).toFixed(0);
  return new ClientError(
    413,
    'image_too_large',
    `Das Bild ist mit ${width} × ${height} Pixeln (${megapixels} Megapixel) zu groß. ` +
      `Höchstens ${MAX_UPLOAD_PIXELS / 1_000_000} Megapixel sind möglich – bitte verkleinere es.`,
  );
}

const DAMAGED = new ClientError(
  415,
  'unsupported_media_type',
  'Das Bild ist beschädigt oder unvollständig und kann nicht gelesen werden. Bitte speichere es neu und lade es noch einmal hoch.',
);

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw NOT_AN_IMAGE;

  // Loaded on first use: sharp (libvips) adds ~20 MB to every server process.
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw DAMAGED;
  }
  // The signature and the decoder must agree (a PNG signature on a JPEG body is no PNG).
  if (metadata.format !== format) throw NOT_AN_IMAGE;
  const { width, height } = metadata;
  if (!width || !height) throw DAMAGED;
  if (width * height > MAX_UPLOAD_PIXELS) throw tooManyPixels(width, height);

  try {
    const pipeline = sharp(input, options).autoOrient();
    const encoded =
      format === 'png'
        ? pipeline.png({ compressionLevel: 6 })
        : // 4:4:4 keeps thin lines and small lettering in logos crisp in print.
          pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4' });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { format, bytes: data, widthPx: info.width, heightPx: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw tooManyPixels(width, height);
    }
    throw DAMAGED;
  }
}
