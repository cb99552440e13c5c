// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { setLanguage } from '../../i18n/languageStore';
import type { CropSource, LoadCropSource } from './crop/cropSource';
import { ImageCropDialog } from './ImageCropDialog';

function fakeSource(width: number, height: number) {
  const source = {
    width,
    height,
    drawPreview: vi.fn(),
    encode: vi.fn((_rect, _side, format: { mimeType: string }) =>
      Promise.resolve(new Blob(['cropped'], { type: format.mimeType })),
    ),
    close: vi.fn(),
  } satisfies CropSource;
  return source;
}

function renderDialog(
  options: { name?: string; width?: number; height?: number; load?: LoadCropSource } = {},
) {
  const source = fakeSource(options.width ?? 2000, options.height ?? 1500);
  const loadSource = options.load ?? vi.fn(() => Promise.resolve(source));
  const onCropped = vi.fn<(file: File) => void>();
  const onCancel = vi.fn();
  const file = new File(['original'], options.name ?? 'wide.png', { type: 'image/png' });
  const view = renderWithProviders(
    [
      {
        path: '/',
        element: (
          <ImageCropDialog
            file={file}
            purpose="albumCover"
            onCropped={onCropped}
            onCancel={onCancel}
            loadSource={loadSource}
          />
        ),
      },
    ],
    '/',
  );
  return { source, loadSource, onCropped, onCancel, file, view };
}

const frame = () => screen.findByTestId('crop-frame');
const rectOf = async () => (await frame()).getAttribute('data-rect');

const animate = Element.prototype.animate;
beforeEach(() => {
  // Fluent's dialog motion cancels its animation on unmount; happy-dom then rejects `finished`,
  // which nothing observes (Chromium does not reject it unobserved)
  vi.spyOn(Element.prototype, 'animate').mockImplementation(function (
    this: Element,
    ...args: Parameters<Element['animate']>
  ) {
    const animation = animate.apply(this, args);
    animation.finished.catch(() => undefined);
    return animation;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setLanguage('zh-hans');
});

describe('ImageCropDialog', () => {
  it('shows the picture with the largest centred square and its output size (English)', async () => {
    setLanguage('en');
    const { source } = renderDialog();
    expect(await rectOf()).toBe('250,0,1500');
    expect(screen.getByRole('dialog')).toHaveProperty(
      'textContent',
      expect.stringContaining('wide.png is 2000 × 1500 pixels'),
    );
    expect(screen.getByTestId('crop-summary').textContent).toBe(
      'Square of 1500 × 1500 pixels from (250, 0); the cover is written at 1500 × 1500 pixels.',
    );
    expect(screen.getByRole('group', { name: /Crop frame\. Arrow keys move it/ })).toBe(
      await frame(),
    );
    expect(screen.getByRole('img', { name: 'Image to crop: wide.png' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeTruthy();
    expect(source.drawPreview).toHaveBeenCalledOnce();
  });

  it('pans with the arrow keys and zooms with + and -, and crops the square shown', async () => {
    const { source, onCropped } = renderDialog();
    const el = await frame();
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(el.getAttribute('data-rect')).toBe('325,0,1500');
    // 1500 / 1400 is as close as an album cover may get: the square stops at 1400
    fireEvent.keyDown(el, { key: '+' });
    expect(el.getAttribute('data-rect')).toBe('375,50,1400');
    fireEvent.keyDown(el, { key: 'ArrowDown', shiftKey: true });
    expect(el.getAttribute('data-rect')).toBe('375,100,1400');
    fireEvent.keyDown(el, { key: 'ArrowLeft' });
    expect(el.getAttribute('data-rect')).toBe('305,100,1400');
    fireEvent.keyDown(el, { key: '-' });
    expect(el.getAttribute('data-rect')).toBe('255,0,1500');
    expect(screen.getByTestId('crop-summary').textContent).toContain('1500 × 1500');

    fireEvent.click(screen.getByTestId('crop-confirm'));
    await waitFor(() => expect(onCropped).toHaveBeenCalledOnce());
    expect(source.encode).toHaveBeenCalledWith({ x: 255, y: 0, side: 1500 }, 1500, {
      mimeType: 'image/png',
    });
    const cropped = onCropped.mock.calls[0]![0];
    expect(cropped.name).toBe('wide.png');
    expect(cropped.type).toBe('image/png');
    expect(await cropped.text()).toBe('cropped');
  });

  it('follows a drag of the frame in source pixels', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 300 }),
    );
    renderDialog();
    const el = await frame();
    fireEvent.pointerDown(el, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    // 2000 source pixels shown 400 wide: 20 screen pixels are 100 source pixels
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 120, clientY: 180 });
    expect(el.getAttribute('data-rect')).toBe('350,0,1500');
    fireEvent.pointerUp(el, { pointerId: 1 });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 300, clientY: 100 });
    expect(el.getAttribute('data-rect')).toBe('350,0,1500');
  });

  it('writes a .jpg crop as JPEG at quality 0.92 under the same name', async () => {
    const { source, onCropped } = renderDialog({ name: 'photo.JPG' });
    await frame();
    fireEvent.click(screen.getByTestId('crop-confirm'));
    await waitFor(() => expect(onCropped).toHaveBeenCalledOnce());
    expect(source.encode).toHaveBeenCalledWith({ x: 250, y: 0, side: 1500 }, 1500, {
      mimeType: 'image/jpeg',
      quality: 0.92,
    });
    expect(onCropped.mock.calls[0]![0]).toMatchObject({ name: 'photo.JPG', type: 'image/jpeg' });
  });

  it('cancels without writing or handing anything on', async () => {
    const { source, onCropped, onCancel, view } = renderDialog();
    fireEvent.keyDown(await frame(), { key: 'ArrowRight' });
    fireEvent.click(screen.getByTestId('crop-cancel'));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(source.encode).not.toHaveBeenCalled();
    expect(onCropped).not.toHaveBeenCalled();
    view.unmount();
    expect(source.close).toHaveBeenCalledOnce();
  });

  it('refuses a picture too small for a cover with the too-small message (English)', async () => {
    setLanguage('en');
    const { source } = renderDialog({ width: 1000, height: 800, name: 'small.png' });
    expect((await screen.findByTestId('crop-problem')).textContent).toBe(
      'small.png: the image is 1000 × 800 pixels; it must be at least 1400 × 1400',
    );
    expect(screen.queryByTestId('crop-frame')).toBeNull();
    expect(screen.getByTestId('crop-confirm')).toHaveProperty('disabled', true);
    expect(source.encode).not.toHaveBeenCalled();
  });

  it('says so when the picture cannot be decoded or the crop cannot be written', async () => {
    renderDialog({ load: () => Promise.reject(new Error('decode')) });
    expect((await screen.findByTestId('crop-problem')).textContent).toContain(
      '无法打开图片进行裁剪',
    );
    cleanup();

    const { source, onCropped } = renderDialog();
    source.encode.mockRejectedValueOnce(new Error('encode'));
    await frame();
    await act(async () => {
      fireEvent.click(screen.getByTestId('crop-confirm'));
      await Promise.resolve();
    });
    expect((await screen.findByTestId('crop-problem')).textContent).toContain(
      '无法生成裁剪后的图片',
    );
    expect(onCropped).not.toHaveBeenCalled();
    expect(screen.getByTestId('crop-confirm')).toHaveProperty('disabled', false);
  });
});
