import type { Canvas } from '@federkiel/machines';
import styles from './PathStep.module.css';

const BOX = 64;

/** A small drawing of the format to scale: postcard, folded card (with its fold), letter. */
export function CanvasShape({ canvas }: { canvas: Pick<Canvas, 'kind' | 'widthMm' | 'heightMm'> }) {
  const scale = BOX / Math.max(canvas.widthMm, canvas.heightMm);
  const width = Math.round(canvas.widthMm * scale);
  const height = Math.round(canvas.heightMm * scale);
  return (
    <svg
      className={styles.shape}
      width={BOX + 4}
      height={BOX + 4}
      viewBox={`-2 -2 ${BOX + 4} ${BOX + 4}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x={(BOX - width) / 2}
        y={(BOX - height) / 2}
        width={width}
        height={height}
        rx={2}
        className={styles.shapePaper}
      />
      {canvas.kind === 'folded_card' ? (
        <path
          d={`M${(BOX - width) / 2 + 6} ${(BOX - height) / 2} l-6 ${height * 0.08}`}
          className={styles.shapeFold}
        />
      ) : null}
      {[0.3, 0.45, 0.6].map((y) => (
        <line
          key={y}
          x1={(BOX - width) / 2 + width * 0.15}
          x2={(BOX - width) / 2 + width * (canvas.kind === 'letter' ? 0.85 : 0.7)}
          y1={(BOX - height) / 2 + height * y}
          y2={(BOX - height) / 2 + height * y}
          className={styles.shapeLine}
        />
      ))}
    </svg>
  );
}
