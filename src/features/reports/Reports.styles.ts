import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

export const useReportStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0 },
  detailHeading: { ...typographyStyles.subtitle2, margin: 0 },
  upload: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalL,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  decision: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '60ch',
  },
  tableWrap: { overflowX: 'auto', minWidth: 0 },
  // file names are long: the choice must not push the page wider than a phone
  replaces: { maxWidth: 'min(40ch, 80vw)' },
  // file names have no spaces ("HarbourStream_2026-10.tsv"): break them inside their own cell
  name: { overflowWrap: 'anywhere', minWidth: '12ch' },
  muted: { color: tokens.colorNeutralForeground3 },
  detail: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  raw: {
    display: 'block',
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre',
    maxWidth: '40ch',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // amounts and counts: aligned under their (end-aligned) headers, digits of one width
  num: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  strong: { fontWeight: tokens.fontWeightSemibold },
  // a table with a visible title above it (the title is also its accessible name)
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  tableHeading: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  // what a finding expected and found: a figure or a record type from the file, as written
  // as written, on one line (an amount, a UPC); a long one is cut, whole in its title
  cellText: {
    display: 'block',
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre',
    maxWidth: '32ch',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // a finding's text: long in both languages, wraps inside a readable measure
  finding: { minWidth: '24ch', maxWidth: '60ch' },
  // a table whose columns take the width of their content (short line numbers, long texts)
  autoTable: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  bad: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});
