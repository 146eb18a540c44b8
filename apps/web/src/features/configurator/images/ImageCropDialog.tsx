import { assessImageResolution, MIN_DPI, type Canvas, type ImageSlot } from '@federkiel/machines';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { maxZoomFor, printSizeOf, type PixelArea } from './imagePlan.ts';
import styles from './Images.module.css';
import type { CropRequest } from './useImageSlot.ts';

interface ImageCropDialogProps {
  canvas: Canvas;
  slot: ImageSlot;
  request: CropRequest;
  onCancel: () => void;
  onConfirm: (area: PixelArea) => void;
}

/**
 * Crop and zoom with the print resolution in view. Zooming in is limited so the crop never
 * falls under 150 DPI; above 300 DPI the image will be scaled down (said here, done on save).
 */
export function ImageCropDialog({
  canvas,
  slot,
  request,
  onCancel,
  onConfirm,
}: ImageCropDialogProps) {
  const { t } = useT('configurator');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const print = printSizeOf(canvas, slot, request.aspect);
  const decision =
    area && print
      ? assessImageResolution({ widthPx: area.width, heightPx: area.height }, print)
      : null;
  const maxZoom = maxZoomFor(request.bestDpi);

  return (
    <Modal
      open
      size="2xl"
      onClose={onCancel}
      title={t('images.crop.title', { slot: t(`slots.${slot}`) })}
      footer={
        <>
          <Button variant="ghost" bordered onClick={onCancel}>
            {t('images.crop.cancel')}
          </Button>
          <Button
            variant="primary"
            disabled={!area || !decision || decision.verdict === 'tooSmall'}
            onClick={() => area && onConfirm(area)}
          >
            {t('images.crop.confirm')}
          </Button>
        </>
      }
    >
      <div className={styles.cropArea}>
        <Cropper
          image={request.url}
          crop={crop}
          zoom={zoom}
          minZoom={1}
          maxZoom={maxZoom}
          aspect={request.aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
        />
      </div>
      <label className={styles.zoom}>
        <span>{t('images.crop.zoom')}</span>
        <input
          type="range"
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          disabled={maxZoom <= 1}
        />
      </label>
      {decision && print ? (
        <p className={styles.dpi} data-verdict={decision.verdict} role="status">
          {t(`images.crop.${decision.verdict}`, {
            dpi: decision.dpi,
            minDpi: MIN_DPI,
            width: Math.round(print.widthMm),
            height: Math.round(print.heightMm),
          })}
        </p>
      ) : null}
    </Modal>
  );
}
