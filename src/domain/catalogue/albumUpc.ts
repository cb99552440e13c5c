// The UPC of an album the partner already owns (spec section 5): required, a valid UPC-A or EAN-13
// with its check digit, and not the UPC of another album of the organisation (`existUPCAll`).
// A UPC-A and the EAN-13 with a leading 0 are one product, so uniqueness compares EAN-13 forms.
import { cleanGtin, toEan13, validateUpc } from '../identifiers';
import type { Album } from './album';
import { issue, requiredIssue, type Issue } from './issues';

export interface AlbumUpcOptions {
  /** is this EAN-13 the UPC of another live album of the organisation (local store or server)? */
  isUpcUsed?: (ean13: string) => boolean;
}

/** Issues of the album's own UPC; none unless the UPC mode is 'owned' (the platform fills the others). */
export function checkAlbumUpc(
  album: Partial<Pick<Album, 'upcMode' | 'upc'>>,
  options: AlbumUpcOptions = {},
): Issue[] {
  if (album.upcMode !== 'owned') return [];
  const upc = album.upc ?? '';
  if (upc.trim() === '') return [requiredIssue('upc')];
  const code = validateUpc(upc);
  if (code !== null) return [issue('upc', code)];
  const ean13 = toEan13(upc);
  return ean13 !== null && options.isUpcUsed?.(ean13) === true ? [issue('upc', 'upc-used')] : [];
}

/**
 * The stored forms a UPC may have been saved in (digits only: the form stores cleaned codes), for an
 * indexed lookup of the albums holding it: the EAN-13 and, when it starts with 0, the UPC-A.
 * Empty for a code that is not a valid UPC: it can belong to no album.
 */
export function upcStoredForms(raw: string): string[] {
  const ean13 = toEan13(raw);
  if (ean13 === null) return [];
  return ean13.startsWith('0') ? [ean13, ean13.slice(1)] : [ean13];
}

/** Whether two typed UPCs name the same product (UPC-A 012345678905 = EAN-13 0012345678905). */
export function isSameUpc(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = toEan13(cleanGtin(a ?? ''));
  return x !== null && x === toEan13(cleanGtin(b ?? ''));
}
