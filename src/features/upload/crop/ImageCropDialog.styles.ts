import { makeStyles, tokens } from '@fluentui/react-components';

/** The crop dialog: the whole picture, dimmed outside a square frame that moves over it. */
export const useImageCropStyles = makeStyles({
  surface: { maxWidth: '600px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  stageBox: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    minHeight: '200px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
  },
  stage: { position: 'relative', maxWidth: '100%', overflow: 'hidden', userSelect: 'none' },
  canvas: { display: 'block', width: '100%', height: '100%' },
  frame: {
    position: 'absolute',
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForegroundOnBrand}`,
    // one shadow dims everything outside the frame; the stage clips it
    boxShadow: `0 0 0 9999px ${tokens.colorBackgroundOverlay}`,
    cursor: 'move',
    touchAction: 'none',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: tokens.strokeWidthThin,
    },
  },
  zoomRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  slider: { flexGrow: 1 },
  // the zoom is continuous: no step marks on the rail (Fluent draws one per step)
  sliderRail: { '::before': { backgroundImage: 'none' } },
  muted: { color: tokens.colorNeutralForeground2 },
});
