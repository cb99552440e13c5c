import { makeStyles, tokens } from '@fluentui/react-components';

/** The track information form: titled groups of fields in a responsive grid. */
export const useTrackFormStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '960px',
  },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    padding: tokens.spacingHorizontalL,
    border: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  legend: { padding: 0, float: 'left', marginBottom: tokens.spacingVerticalS },
  // two columns where there is room, one on a phone
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
    clear: 'both',
  },
  wide: { gridColumn: '1 / -1' },
  readOnly: { color: tokens.colorNeutralForeground2, paddingTop: tokens.spacingVerticalXS },
  artistPick: { minWidth: '220px', flexGrow: 1 },
  times: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    position: 'sticky',
    bottom: 0,
    padding: `${tokens.spacingVerticalS} 0`,
    backgroundColor: tokens.colorNeutralBackground2,
    zIndex: 1,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  issues: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** The album card of the track's album tab. */
export const useTrackAlbumStyles = makeStyles({
  card: { maxWidth: '560px' },
  cover: {
    width: '96px',
    height: '96px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: '40px',
    flexShrink: 0,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});
