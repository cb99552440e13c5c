import { makeStyles, tokens } from '@fluentui/react-components';

/** A list shown as one card with ruled rows (announcements, notifications). */
export const useCardListStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottomStyle: 'none' },
  },
  itemText: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  itemTitle: { margin: 0 },
  meta: { color: tokens.colorNeutralForeground2 },
  empty: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
});
