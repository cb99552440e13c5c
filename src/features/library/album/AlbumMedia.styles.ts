import { makeStyles, tokens } from '@fluentui/react-components';

/** The cover field and the track section of the album page. */
export const useAlbumMediaStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingHorizontalL,
    maxWidth: '720px',
  },
  /** the track table: audio with its player, lyrics, and their buttons side by side */
  wideSection: { maxWidth: '1120px' },
  coverRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  preview: {
    width: '120px',
    height: '120px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
  previewEmpty: {
    width: '120px',
    height: '120px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  rejected: { color: tokens.colorPaletteRedForeground1 },
  tableWrap: { overflowX: 'auto' },
});
