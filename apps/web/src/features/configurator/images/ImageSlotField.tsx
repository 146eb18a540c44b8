import { effectiveDpi, type Canvas, type ImageSlot } from '@federkiel/machines';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import { ImageCropDialog } from './ImageCropDialog.tsx';
import { printSizeOf } from './imagePlan.ts';
import styles from './Images.module.css';
import { useImageSlot } from './useImageSlot.ts';

const MAX_BYTES = 15 * 1024 * 1024;
const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };

/** One optional image (logo, outer or inner background): drop, crop, upload, replace, remove. */
export function ImageSlotField({ canvas, slot }: { canvas: Canvas; slot: ImageSlot }) {
  const { t } = useT('configurator');
  const image = useConfiguratorSelector((s) => s.context.draft.images[slot]);
  const { state, pick, confirmCrop, refuse, reset, remove } = useImageSlot(canvas, slot, t);
  const busy = state.kind === 'reading' || state.kind === 'uploading';
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: false,
    maxSize: MAX_BYTES,
    disabled: busy,
    noClick: image !== null,
    noKeyboard: image !== null,
    onDropAccepted: ([file]) => file && void pick(file),
    onDropRejected: ([rejection]: FileRejection[]) =>
      refuse(
        rejection?.errors.some((e) => e.code === 'file-too-large')
          ? t('images.errors.file_too_large')
          : t('images.wrongType'),
      ),
  });
  const print = image ? printSizeOf(canvas, slot, image.widthPx / image.heightPx) : null;
  // Rounded, not floored: a crop scaled to 300 dpi shows 300, not 299.
  const dpi = image && print ? Math.round(effectiveDpi(image, print)) : null;

  return (
    <div className={styles.slot}>
      <div className={styles.slotHead}>
        <h4 className={styles.slotTitle}>{t(`slots.${slot}`)}</h4>
        <span className={styles.slotHint}>{t(`images.hints.${slot}`)}</span>
      </div>
      <div
        {...getRootProps({
          className: styles.drop,
          'aria-label': image ? undefined : t('images.dropLabel', { slot: t(`slots.${slot}`) }),
        })}
        data-active={isDragActive || undefined}
        data-filled={image ? true : undefined}
      >
        <input {...getInputProps()} data-testid={`image-input-${slot}`} />
        {image ? (
          <div className={styles.current}>
            <img src={image.url} alt={t('images.currentAlt', { slot: t(`slots.${slot}`) })} />
            <div className={styles.currentInfo}>
              <span>{t('images.dpi', { dpi })}</span>
              <span className={styles.actions}>
                <Button size="sm" variant="ghost" bordered onClick={open} disabled={busy}>
                  {t('images.replace')}
                </Button>
                <Button size="sm" variant="ghost" onClick={remove} disabled={busy}>
                  {t('images.remove')}
                </Button>
              </span>
            </div>
          </div>
        ) : (
          <p className={styles.dropText}>
            {isDragActive ? t('images.dropNow') : t('images.drop')}
            <span className={styles.dropFormats}>{t('images.formats')}</span>
          </p>
        )}
      </div>
      <SlotStatus state={state} onDismiss={reset} />
      {state.kind === 'cropping' ? (
        <ImageCropDialog
          canvas={canvas}
          slot={slot}
          request={state.request}
          onCancel={reset}
          onConfirm={(area) => void confirmCrop(state.request, area)}
        />
      ) : null}
    </div>
  );
}

function SlotStatus({
  state,
  onDismiss,
}: {
  state: ReturnType<typeof useImageSlot>['state'];
  onDismiss: () => void;
}) {
  const { t } = useT('configurator');
  switch (state.kind) {
    case 'reading':
      return (
        <p className={styles.status} role="status">
          {t('images.reading')}
        </p>
      );
    case 'uploading':
      return (
        <div className={styles.status} role="status">
          <span>{t('images.uploading', { percent: Math.round(state.progress * 100) })}</span>
          <progress max={1} value={state.progress} className={styles.progress} />
        </div>
      );
    case 'refused':
      return (
        <Alert tone="error" title={t('images.refusedTitle')}>
          <p className={styles.alertText}>{state.message}</p>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('images.dismiss')}
          </Button>
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="error" title={t('images.failedTitle')}>
          <p className={styles.alertText}>{state.message}</p>
          <Button size="sm" variant="secondary" onClick={state.retry}>
            {t('images.retry')}
          </Button>
        </Alert>
      );
    default:
      return null;
  }
}
