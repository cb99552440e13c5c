import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

export const useFinanceStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0 },
  sectionTitle: { ...typographyStyles.subtitle2, margin: 0 },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalL,
  },
  // from, to, rate and the remove button on one row even at 390 px: codes are three letters
  rateLine: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 6rem) minmax(0, 6rem) minmax(0, 10rem) auto',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
  },
  // what is wrong with a rate line, under the whole line
  lineIssue: {
    gridColumn: '1 / -1',
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
  },
  // Fluent's Input keeps a minimum width: inside a grid cell it must take the cell's width
  cellInput: { minWidth: 0, width: '100%' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  tableWrap: { overflowX: 'auto', minWidth: 0 },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
  // a sentence of amounts (a statement's link in its chain): breaks between them, never inside one
  amounts: { textAlign: 'end', minWidth: '12em' },
  // a period (2026-10) never breaks at its hyphen in a narrow column
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  // the spec's section-3 fields as label/value pairs, two columns when there is room
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  field: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingBlock: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  // a label keeps its line ("开户银行" broke in two) and leaves the rest to the value
  fieldLabel: { color: tokens.colorNeutralForeground2, margin: 0, flexShrink: 0, maxWidth: '50%' },
  fieldValue: { margin: 0, textAlign: 'end', overflowWrap: 'anywhere' },
  strong: { fontWeight: tokens.fontWeightSemibold },
  hash: {
    fontFamily: tokens.fontFamilyMonospace,
    overflowWrap: 'anywhere',
    wordBreak: 'break-all',
  },
});
