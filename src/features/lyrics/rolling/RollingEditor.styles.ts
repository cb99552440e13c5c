import { makeStyles, tokens } from '@fluentui/react-components';

export const useRollingStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  slider: { flexGrow: 1, minWidth: '160px' },
  time: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    maxHeight: '300px',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  line: {
    display: 'grid',
    gridTemplateColumns: '2.5em 6.5em 1fr auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderLeft: `${tokens.strokeWidthThicker} solid transparent`,
  },
  next: {
    borderLeftColor: tokens.colorBrandStroke1,
    backgroundColor: tokens.colorBrandBackground2,
  },
  playing: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    fontWeight: tokens.fontWeightSemibold,
  },
  bad: { color: tokens.colorPaletteRedForeground1 },
  number: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  stampTime: { fontVariantNumeric: 'tabular-nums', fontFamily: tokens.fontFamilyMonospace },
  lineText: { minWidth: 0, overflowWrap: 'anywhere' },
  lineButtons: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  preview: { width: '100%' },
  // read by screen readers, not shown
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});
