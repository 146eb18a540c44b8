import { DEFAULT_PEN_WIDTH_MM } from '@federkiel/machines/pen/writers/svg';
import { useT } from '../../../lib/i18n/useT.ts';
import styles from '../preview/CardPreview.module.css';
import { OVERFLOW_INK } from '../preview/SheetText.tsx';
import type { EnvelopePreview } from './envelopePreview.ts';
import { formatWritingTime } from './penPreview.ts';
import { parsePenSvg, PenSvgPage } from './PenSvg.tsx';

/**
 * The envelope as the pen writes it (`envelopePreview`): the paper at its DIN size, the
 * address zone (dashed, with the writing area toggle), the strokes — or the server's reason
 * why this card's envelope cannot be written, with the lines at fault in red.
 */
export function EnvelopeView({
  preview,
  name,
  pxPerMm,
  showArea,
}: {
  preview: EnvelopePreview;
  name: string;
  pxPerMm: number;
  showArea: boolean;
}) {
  const { t } = useT('configurator');
  const { format } = preview;
  const parsed = preview.kind === 'ok' ? parsePenSvg(preview.svg) : null;
  const seconds = Number(parsed?.root['data-writing-seconds'] ?? 0) || 0;
  const label = t('preview.envelope.label', {
    name,
    format: format.name,
    width: format.widthMm,
    height: format.heightMm,
  });
  const note =
    preview.kind === 'blank'
      ? t('preview.envelope.blank')
      : preview.kind === 'noAddress'
        ? t('preview.envelope.noAddress')
        : preview.kind === 'ok' && !parsed
          ? t('preview.pen.unreadable')
          : null;
  return (
    <figure className={styles.penFigure} data-envelope={format.name}>
      {preview.kind === 'problem' ? (
        <div role="alert" className={styles.fit}>
          {preview.messages.map((message) => (
            <p key={message} className={styles.overflow}>
              {message}
            </p>
          ))}
        </div>
      ) : null}
      <svg
        className={styles.sheet}
        width={format.widthMm * pxPerMm}
        height={format.heightMm * pxPerMm}
        viewBox={`0 0 ${format.widthMm} ${format.heightMm}`}
        role="img"
        aria-label={label}
      >
        <rect
          className={styles.paper}
          x={0}
          y={0}
          width={format.widthMm}
          height={format.heightMm}
        />
        {showArea && preview.kind !== 'blank' && preview.kind !== 'noAddress' ? (
          <rect
            className={styles.area}
            x={preview.zone.xMm}
            y={preview.zone.yMm}
            width={preview.zone.widthMm}
            height={preview.zone.heightMm}
          />
        ) : null}
        {parsed ? (
          <g data-pen-drawing="" data-writing-seconds={seconds.toFixed(1)}>
            <PenSvgPage
              parsed={parsed}
              xMm={0}
              yMm={0}
              widthMm={format.widthMm}
              heightMm={format.heightMm}
            />
          </g>
        ) : null}
        {preview.kind === 'problem' ? (
          <g
            data-pen-drawing=""
            data-partial=""
            fill="none"
            strokeWidth={DEFAULT_PEN_WIDTH_MM}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {preview.strokes.map((stroke, i) => (
              <path
                key={i}
                d={stroke.d}
                stroke={stroke.overflow ? OVERFLOW_INK : '#000'}
                data-overflow={stroke.overflow ? '' : undefined}
              />
            ))}
          </g>
        ) : null}
      </svg>
      <figcaption className={styles.penCaption}>
        {note ? (
          <span role="status">{note}</span>
        ) : preview.kind === 'ok' ? (
          <>
            <span>{t('preview.pen.time', { time: formatWritingTime(seconds) })}</span>{' '}
            <span className={styles.penNote}>{t('preview.envelope.note')}</span>
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}
