import { makeStyles, tokens } from '@fluentui/react-components';

export const useLayoutStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    // minmax(0, 1fr): long unbreakable content scrolls inside the screen, never widens the page
    gridTemplateColumns: 'minmax(0, 1fr)',
    height: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 10,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus': { top: tokens.spacingVerticalS },
  },
  body: { display: 'flex', minHeight: 0, minWidth: 0 },
  nav: { flexShrink: 0, height: '100%' },
  column: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto' },
  main: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    ':focus': { outlineStyle: 'none' },
  },
});

export const useTopBarStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    zIndex: 1,
  },
  brand: {
    minWidth: 0,
    '@media (max-width: 479px)': { display: 'none' },
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  links: {
    display: 'flex',
    flexShrink: 0,
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginLeft: 'auto',
  },
  /** on narrow screens the bar's buttons shrink to their icons */
  compact: {
    '@media (max-width: 767px)': {
      minWidth: 'auto',
      paddingLeft: tokens.spacingHorizontalXS,
      paddingRight: tokens.spacingHorizontalXS,
    },
  },
  /** button texts become screen-reader-only on narrow screens, leaving the icons */
  label: {
    '@media (max-width: 767px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  /** the sync status shrinks to its icon on phones, where the bar has no room for a sentence */
  syncLabel: {
    '@media (max-width: 599px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
  unread: { position: 'relative' },
  badge: { position: 'absolute', top: '0', right: '0', pointerEvents: 'none' },
});
