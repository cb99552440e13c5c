import { makeStyles, tokens } from '@fluentui/react-components';

/** The compact player bar; it fades (not collapses) when auto-hidden, so the row keeps its height. */
export const useAudioPlayerStyles = makeStyles({
  bar: {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    opacity: 1,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationNormal,
    transitionTimingFunction: tokens.curveEasyEase,
  },
  hidden: { opacity: 0 },
  time: {
    color: tokens.colorNeutralForeground2,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  slider: { minWidth: '120px', maxWidth: '200px' },
  error: { color: tokens.colorPaletteRedForeground1, flexBasis: '100%' },
});
