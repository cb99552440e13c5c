// opencc-js publishes its dictionaries per file under "opencc-js/*" without types; the one used here
// is a list of dictionary groups (core.d.ts's DictGroup[]).
declare module 'opencc-js/from/cn' {
  import type { DictGroup } from 'opencc-js/core';

  const groups: readonly DictGroup[];
  export default groups;
}
