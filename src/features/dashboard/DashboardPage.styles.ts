import { makeStyles, tokens } from '@fluentui/react-components';

export const useDashboardStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  heading: { margin: 0 },
  organisation: { color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sectionHead: {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  sectionTitle: { margin: 0 },
  tiles: {
    display: 'grid',
    // three per row on a desktop, fewer as the screen narrows
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  tileLabel: { color: tokens.colorNeutralForeground2 },
  // the small line sits under the figure; column-reverse puts the first child (label) last
  spark: { margin: 0, order: -1 },
  tileValue: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
});
