import { makeStyles, tokens } from '@fluentui/react-components';

export const useLoginStyles = makeStyles({
  page: {
    flexGrow: 1,
    display: 'grid',
    placeItems: 'center',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
  card: {
    // the padding inside the width: 400 px of content on a wide screen as before, and never wider
    // than the screen on a phone (was 406 px at 390, and the page scrolled sideways)
    boxSizing: 'border-box',
    width: 'min(448px, 100%)',
    minWidth: 0,
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  heading: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground2, margin: `${tokens.spacingVerticalXS} 0 0` },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' },
  footer: { display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'center' },
});
