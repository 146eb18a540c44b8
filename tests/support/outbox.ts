import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface Eml {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** The e-mails the server wrote to an outbox folder (no SMTP configured), oldest first. */
export async function readOutbox(dir: string): Promise<Eml[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      return {
        file,
        to: mail.to && !Array.isArray(mail.to) ? (mail.to.value[0]?.address ?? '') : '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      };
    }),
  );
}
