import { makeStyles, tokens } from '@fluentui/react-components';

export const useReviewStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0, overflowWrap: 'anywhere' },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    '& > *': { minWidth: '180px', flex: '1 1 180px' },
  },
  tableWrap: { overflowX: 'auto', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  // a long reason must not widen the page at 390 px
  select: { minWidth: 0, maxWidth: '100%', '& select': { textOverflow: 'ellipsis' } },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  cover: {
    width: '160px',
    height: '160px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
  media: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, minWidth: 0 },
  mediaText: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    flex: '1 1 200px',
  },
  track: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalS,
    minWidth: 0,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  lyrics: { whiteSpace: 'pre-wrap', margin: 0, fontFamily: tokens.fontFamilyBase },
});
