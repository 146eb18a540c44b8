import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

// Strapi's upload says „hero.jpg exceeds size limit of 20 MB.“ in English (issue #31). The size
// check is the upload provider's, called for every upload and replacement before any file is
// written; it is wrapped once at start so the editor reads German with what to do instead.

interface SizedFile {
  name?: string;
  originalFilename?: string;
  /** Kilobytes of 1000 bytes, as Strapi keeps it. */
  size?: number;
}
interface SizeCheckingProvider {
  checkFileSize?: (file: SizedFile, options?: { sizeLimit?: number }) => unknown;
}

const megabytes = (bytes: number) =>
  (bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 });

export function tooLargeMessage(name: string, bytes: number, limit: number): string {
  return `„${name}“ ist ${megabytes(bytes)} MB groß – höchstens ${megabytes(limit)} MB sind erlaubt. Bitte die Datei verkleinern: für Vorlagen reichen 1200 px Breite als JPEG oder PNG.`;
}

/** Called in `bootstrap`, when the upload plugin has its provider. */
export function germanUploadMessages(strapi: Core.Strapi): void {
  const provider = strapi.plugin('upload')?.provider as SizeCheckingProvider | undefined;
  const check = provider?.checkFileSize?.bind(provider);
  if (!provider || !check) return;
  provider.checkFileSize = async (file, options) => {
    try {
      return await check(file, options);
    } catch (error) {
      if (!(error instanceof errors.PayloadTooLargeError)) throw error;
      const limit = options?.sizeLimit ?? 0;
      throw new errors.PayloadTooLargeError(
        tooLargeMessage(
          file.name ?? file.originalFilename ?? 'Die Datei',
          (file.size ?? 0) * 1000,
          limit,
        ),
      );
    }
  };
}
