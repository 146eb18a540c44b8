import type { Translate } from '../../../lib/i18n/useT.ts';
import type { PenMark } from './penProblems.ts';

/** What a marked cell or card row says about the pen or the postcode („Kann der Stift nicht schreiben: ş“). */
export function penMarkText(t: Translate, mark: PenMark): string {
  const parts: string[] = [];
  if (mark.letters.length > 0) parts.push(t('pen.cell', { letters: mark.letters.join(' ') }));
  if (mark.addressLine !== undefined)
    parts.push(t('pen.addressTooLong', { line: mark.addressLine }));
  if (mark.sender.length > 0) parts.push(t('pen.senderCell', { letters: mark.sender.join(' ') }));
  if (mark.overflow)
    parts.push(
      mark.overflow.line
        ? t('pen.textTooLongAt', {
            page: mark.overflow.pageLabel ?? '',
            line: mark.overflow.line,
          })
        : t('pen.textTooLong'),
    );
  if (mark.postcode) parts.push(mark.postcode);
  return parts.join(' · ');
}
