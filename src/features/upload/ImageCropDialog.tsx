import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Label,
  MessageBar,
  MessageBarBody,
  Slider,
  Spinner,
} from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getCroppedFormat, type PixelSize } from '../../domain/media/crop';
import type { ImagePurpose } from '../../domain/media/rules';
import { loadCropSource, type CropSource, type LoadCropSource } from './crop/cropSource';
import { useImageCropStyles } from './crop/ImageCropDialog.styles';
import { cropMessages as m } from './crop/messages';
import { useCropFrame } from './crop/useCropFrame';
import { reportError } from '../../data/errorLog';

/** the picture's box in the dialog, in CSS pixels */
const STAGE_MAX = { width: 520, height: 360 };

export interface ImageCropDialogProps {
  file: File;
  purpose: ImagePurpose;
  /** receives the cropped file (same name and extension); the dialog stays busy until it settles */
  onCropped(file: File): Promise<void> | void;
  onCancel(): void;
  /** the decoding and encoding seam (tests pass a fake) */
  loadSource?: LoadCropSource;
}

type Phase = { step: 'loading' } | { step: 'ready'; source: CropSource } | { step: 'failed' };

/**
 * A square crop of a picked picture (spec section 5, issue 4). The cropped file goes back to the
 * caller, which uploads it through the usual path, so the worker and the server check it again.
 */
export function ImageCropDialog({
  file,
  purpose,
  onCropped,
  onCancel,
  loadSource = loadCropSource,
}: ImageCropDialogProps) {
  const intl = useIntl();
  const styles = useImageCropStyles();
  const [phase, setPhase] = useState<Phase>({ step: 'loading' });
  const [isBusy, setBusy] = useState(false);
  const [encodeFailed, setEncodeFailed] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const summaryId = useId();
  const source = phase.step === 'ready' ? phase.source : null;
  const size: PixelSize | null = source ? { width: source.width, height: source.height } : null;
  const frame = useCropFrame(size, purpose, stage);
  const crop = frame.crop;

  useEffect(() => {
    let live = true;
    let loaded: CropSource | null = null;
    loadSource(file)
      .then((s) => {
        loaded = s;
        if (live) setPhase({ step: 'ready', source: s });
        else s.close();
      })
      .catch((error: unknown) => {
        reportError('upload.cropLoad', error);
        if (live) setPhase({ step: 'failed' });
      });
    return () => {
      live = false;
      loaded?.close();
    };
  }, [file, loadSource]);

  useEffect(() => {
    if (source && canvas.current) source.drawPreview(canvas.current);
  }, [source]);

  const onConfirm = async () => {
    if (!source || !crop?.ok) return;
    setBusy(true);
    setEncodeFailed(false);
    try {
      const format = getCroppedFormat(file.name);
      const blob = await source.encode(crop.rect, crop.outputSide, format);
      const cropped = new File([blob], file.name, {
        type: format.mimeType,
        lastModified: Date.now(),
      });
      await onCropped(cropped);
    } catch (error) {
      reportError('upload.cropEncode', error);
      setEncodeFailed(true);
      setBusy(false);
    }
  };

  const fit = size ? Math.min(1, STAGE_MAX.width / size.width, STAGE_MAX.height / size.height) : 1;
  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
  const fileName = file.name;

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !isBusy && onCancel()}>
      <DialogSurface className={styles.surface} data-testid="image-crop-dialog">
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.title)}</DialogTitle>
          <DialogContent className={styles.content}>
            {size && (
              <Body1>
                {intl.formatMessage(m.intro, {
                  file: fileName,
                  width: size.width,
                  height: size.height,
                })}
              </Body1>
            )}
            {phase.step === 'loading' && (
              <Spinner size="small" label={intl.formatMessage(m.loading)} />
            )}
            {phase.step === 'failed' && (
              <Problem text={intl.formatMessage(m.decodeFailed, { file: fileName })} />
            )}
            {size && crop && !crop.ok && (
              <Problem
                text={intl.formatMessage(
                  { id: 'media.image-too-small' },
                  { file: fileName, width: size.width, height: size.height, minPx: crop.minPx },
                )}
              />
            )}
            {size && crop?.ok && (
              <>
                <div className={styles.stageBox}>
                  <div
                    ref={stage}
                    className={styles.stage}
                    style={{
                      width: `${size.width * fit}px`,
                      aspectRatio: `${size.width} / ${size.height}`,
                    }}
                  >
                    <canvas
                      ref={canvas}
                      className={styles.canvas}
                      role="img"
                      aria-label={intl.formatMessage(m.image, { file: fileName })}
                    />
                    <div
                      role="group"
                      tabIndex={0}
                      aria-label={intl.formatMessage(m.frame)}
                      aria-describedby={summaryId}
                      className={styles.frame}
                      style={{
                        left: percent(crop.rect.x, size.width),
                        top: percent(crop.rect.y, size.height),
                        width: percent(crop.rect.side, size.width),
                        height: percent(crop.rect.side, size.height),
                      }}
                      data-testid="crop-frame"
                      data-rect={`${crop.rect.x},${crop.rect.y},${crop.rect.side}`}
                      onKeyDown={frame.onKeyDown}
                      onPointerDown={frame.onPointerDown}
                      onPointerMove={frame.onPointerMove}
                      onPointerUp={frame.onPointerUp}
                      onPointerCancel={frame.onPointerUp}
                    />
                  </div>
                </div>
                <div className={styles.zoomRow}>
                  <Label htmlFor={`${summaryId}-zoom`}>{intl.formatMessage(m.zoom)}</Label>
                  <Slider
                    id={`${summaryId}-zoom`}
                    className={styles.slider}
                    rail={{ className: styles.sliderRail }}
                    min={1}
                    max={crop.maxZoom}
                    step={0.01}
                    value={crop.view.zoom}
                    disabled={crop.maxZoom <= 1 || isBusy}
                    aria-valuetext={intl.formatMessage(m.zoomValue, {
                      percent: Math.round(crop.view.zoom * 100),
                    })}
                    onChange={(_, data) => frame.setZoom(data.value)}
                    data-testid="crop-zoom"
                  />
                </div>
                <Caption1 id={summaryId} className={styles.muted} data-testid="crop-summary">
                  {intl.formatMessage(m.summary, {
                    side: crop.rect.side,
                    x: crop.rect.x,
                    y: crop.rect.y,
                    output: crop.outputSide,
                  })}
                </Caption1>
              </>
            )}
            {encodeFailed && (
              <Problem text={intl.formatMessage(m.encodeFailed, { file: fileName })} />
            )}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="secondary"
              disabled={isBusy}
              onClick={onCancel}
              data-testid="crop-cancel"
            >
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button
              appearance="primary"
              disabled={!crop?.ok || isBusy}
              icon={isBusy ? <Spinner size="tiny" /> : undefined}
              onClick={() => void onConfirm()}
              data-testid="crop-confirm"
            >
              {intl.formatMessage(isBusy ? m.working : m.confirm)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <MessageBar intent="error" layout="multiline" data-testid="crop-problem">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
