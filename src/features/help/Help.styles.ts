import { makeStyles, tokens } from '@fluentui/react-components';

/** Menus beside the entries on a wide screen, above them on a phone. */
export const useHelpStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '1120px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  intro: { color: tokens.colorNeutralForeground2, margin: 0 },
  search: { maxWidth: '560px', width: '100%' },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  nav: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  menuTitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  menuList: { listStyleType: 'none', margin: 0, padding: 0 },
  menuLink: {
    display: 'block',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  entries: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  entry: {
    padding: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  entryHead: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  entryTitle: { margin: 0 },
  path: { color: tokens.colorNeutralForeground3 },
  paragraph: { whiteSpace: 'pre-line', margin: `${tokens.spacingVerticalS} 0 0` },
  meta: { color: tokens.colorNeutralForeground3, marginTop: tokens.spacingVerticalS },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  editorFields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});
