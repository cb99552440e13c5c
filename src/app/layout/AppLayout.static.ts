// Rules every logged-in screen shares, set once in the app frame instead of in each form or table.
// Read-only: Fluent draws a disabled input transparent (white on a white card, so it looks
// editable) while a read-only one is filled grey; every field that cannot be changed, disabled or
// read-only, drawers included, gets the one filled look with readable text. Narrow screens: tab rows
// and tables scroll sideways inside their own box, so a 390 px phone never scrolls the whole page.
import { makeStaticStyles, tokens } from '@fluentui/react-components';

const LOCKED_BOXES = [
  '.fui-Input:has(> input:disabled)',
  '.fui-Input:has(> input[readonly])',
  '.fui-Textarea:has(> textarea:disabled)',
  '.fui-Textarea:has(> textarea[readonly])',
  '.fui-Dropdown:has(> button:disabled)',
  '.fui-Combobox:has(> input:disabled)',
  '.fui-SpinButton:has(> input:disabled)',
].join(', ');

const LOCKED_TEXT = [
  '.fui-Input > input:disabled',
  '.fui-Input > input[readonly]',
  '.fui-Textarea > textarea:disabled',
  '.fui-Textarea > textarea[readonly]',
  '.fui-Dropdown > button:disabled',
  '.fui-Combobox > input:disabled',
  '.fui-SpinButton > input:disabled',
].join(', ');

export const useAppStaticStyles = makeStaticStyles([
  {
    [LOCKED_BOXES]: {
      backgroundColor: tokens.colorNeutralBackground3,
      borderTopColor: tokens.colorTransparentStroke,
      borderRightColor: tokens.colorTransparentStroke,
      borderBottomColor: tokens.colorTransparentStroke,
      borderLeftColor: tokens.colorTransparentStroke,
    },
    [LOCKED_TEXT]: {
      color: tokens.colorNeutralForeground2,
      // (Chromium paints disabled input text with this, not with `color`)
      WebkitTextFillColor: tokens.colorNeutralForeground2,
    },
    // a row of tabs wider than the screen scrolls; its tabs keep their width
    '.fui-TabList:not([aria-orientation="vertical"])': {
      overflowX: 'auto',
      maxWidth: '100%',
      scrollbarWidth: 'thin',
    },
    '.fui-TabList:not([aria-orientation="vertical"]) > .fui-Tab': { flexShrink: 0 },
    // a trail of long page names wraps instead of running off a phone's screen
    '.fui-Breadcrumb > ol': { flexWrap: 'wrap' },
    // whatever holds a table is its scroll box: a wide table scrolls there, not the page
    ':has(> table.fui-Table)': { overflowX: 'auto', maxWidth: '100%' },
  },
  // on a phone a table's columns take the room their content needs instead of squeezing it away,
  // and Chinese cell text breaks between words, not after every character (a string: static styles
  // do not nest selectors inside a media query)
  '@media (max-width: 767px) { table.fui-Table { table-layout: auto; } table.fui-Table :is(th, td) { word-break: keep-all; } }',
]);
