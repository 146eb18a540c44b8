// Reads the .eml files the mailer writes to the outbox: headers (with RFC 2047 encoded
// words decoded) and the text/plain part (quoted-printable decoded). Enough for tests;
// not a general MIME parser.

export interface Eml {
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const soft = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(header: string): string {
  return header.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

export function parseEml(raw: string): Eml {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => {
    const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head);
    return decodeWords((match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' '));
  };
  const body = rest.join('\n\n');
  const part =
    /Content-Type: text\/plain[^\n]*\n(?:Content-Transfer-Encoding: ([\w-]+)\n)?\n([\s\S]*?)\n--/i.exec(
      body,
    );
  const encoding = part?.[1]?.toLowerCase();
  const content = part?.[2] ?? body;
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(content)
      : encoding === 'base64'
        ? Buffer.from(content, 'base64').toString('utf8')
        : content;
  return { to: header('To'), subject: header('Subject'), text };
}
