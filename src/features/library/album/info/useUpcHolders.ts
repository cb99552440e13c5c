// The albums of the organisation on this device holding a UPC (existUPCAll, answered locally): two
// indexed lookups, of the EAN-13 and of the UPC-A spelling, since the form stores cleaned digits.
import { useRecords } from '../../../../data/catalogueHooks';
import { upcStoredForms } from '../../../../domain/catalogue/albumUpc';
import { toEan13 } from '../../../../domain/identifiers';

export interface UpcHolder {
  id: string;
  ean13: string;
}

/** [] for a code that is not a valid UPC, and while reading; deleted albums (15) hold nothing. */
export function useUpcHolders(upc: string): UpcHolder[] {
  const [ean13 = '', upcA = ''] = upcStoredForms(upc);
  // '' matches nothing: null UPCs are not in the index
  const byEan = useRecords('album', { where: { field: 'upc', equals: ean13 } });
  const byUpcA = useRecords('album', { where: { field: 'upc', equals: upcA } });
  return [...(byEan ?? []), ...(byUpcA ?? [])]
    .filter((a) => a.reviewStatus !== 15)
    .map((a) => ({ id: a.id, ean13: toEan13(a.upc ?? '') ?? '' }));
}
