import { assessImageResolution, MIN_DPI, type Canvas, type ImageSlot } from '@federkiel/machines';
import { useCallback, useEffect, useState } from 'react';
import type { Translate } from '../../../lib/i18n/useT.ts';
import { storeSessionToken } from '../api/storeSession.ts';
import { UploadError, uploadImage } from '../api/uploadImage.ts';
import { useConfiguratorSend } from '../state/configuratorContext.ts';
import { readImageSize, renderCrop } from './imageFiles.ts';
import {
  assessBestCrop,
  printSizeOf,
  uploadFileName,
  uploadPlan,
  type ImageSize,
  type PixelArea,
} from './imagePlan.ts';

export interface CropRequest {
  file: File;
  url: string;
  size: ImageSize;
  aspect: number;
  bestDpi: number;
}

export type SlotState =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'refused'; message: string }
  | { kind: 'cropping'; request: CropRequest }
  | { kind: 'uploading'; progress: number }
  | { kind: 'failed'; message: string; retry: () => void };

/** The German/English message for an upload that did not work. */
export function uploadErrorMessage(t: Translate, error: unknown): string {
  const code = error instanceof UploadError ? error.code : 'unknown';
  return t(`images.errors.${code}`);
}

/**
 * One image slot's way from a picked file to `SET_IMAGE`: size check (refused below
 * 150 DPI even fully zoomed out), crop, scaling down above 300 DPI, upload with progress.
 * A failed upload keeps the prepared image for "Erneut versuchen".
 */
export function useImageSlot(canvas: Canvas, slot: ImageSlot, t: Translate) {
  const send = useConfiguratorSend();
  const [state, setState] = useState<SlotState>({ kind: 'idle' });

  const cropUrl = state.kind === 'cropping' ? state.request.url : null;
  useEffect(() => () => void (cropUrl && URL.revokeObjectURL(cropUrl)), [cropUrl]);

  const upload = useCallback(
    async (blob: Blob, name: string) => {
      setState({ kind: 'uploading', progress: 0 });
      try {
        const sessionToken = await storeSessionToken();
        const image = await uploadImage(blob, name, {
          sessionToken,
          onProgress: (progress) => setState({ kind: 'uploading', progress }),
        });
        send({ type: 'SET_IMAGE', slot, image });
        setState({ kind: 'idle' });
      } catch (error) {
        setState({
          kind: 'failed',
          message: uploadErrorMessage(t, error),
          retry: () => void upload(blob, name),
        });
      }
    },
    [send, slot, t],
  );

  const pick = useCallback(
    async (file: File) => {
      setState({ kind: 'reading' });
      let size: ImageSize;
      try {
        size = await readImageSize(file);
      } catch {
        return setState({ kind: 'refused', message: t('images.unreadable') });
      }
      const best = assessBestCrop(canvas, slot, size);
      if (!best) return setState({ kind: 'refused', message: t('images.noSurface') });
      if (best.decision.verdict === 'tooSmall')
        return setState({
          kind: 'refused',
          message: t('images.tooSmall', { dpi: best.decision.dpi, minDpi: MIN_DPI }),
        });
      setState({
        kind: 'cropping',
        request: {
          file,
          url: URL.createObjectURL(file),
          size,
          aspect: best.aspect,
          bestDpi: best.decision.dpi,
        },
      });
    },
    [canvas, slot, t],
  );

  const confirmCrop = useCallback(
    async (request: CropRequest, area: PixelArea) => {
      const print = printSizeOf(canvas, slot, request.aspect);
      const decision = print
        ? assessImageResolution({ widthPx: area.width, heightPx: area.height }, print)
        : null;
      const plan = decision ? uploadPlan(area, request.size, decision, request.file.type) : null;
      if (!plan || !decision) return;
      setState({ kind: 'uploading', progress: 0 });
      try {
        const blob = plan.original
          ? request.file
          : await renderCrop(request.file, area, plan, plan.format);
        await upload(blob, uploadFileName(slot, plan.format));
      } catch {
        setState({ kind: 'refused', message: t('images.unreadable') });
      }
    },
    [canvas, slot, t, upload],
  );

  return {
    state,
    pick,
    confirmCrop,
    refuse: (message: string) => setState({ kind: 'refused', message }),
    reset: () => setState({ kind: 'idle' }),
    remove: () => send({ type: 'SET_IMAGE', slot, image: null }),
  };
}
