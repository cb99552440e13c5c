import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeGtin } from '../identifiers';
import { checkAlbumUpc, isSameUpc, upcStoredForms } from './albumUpc';

const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));

describe('checkAlbumUpc', () => {
  it('asks nothing of a system-generated or applied-for UPC', () => {
    expect(checkAlbumUpc({ upcMode: 'system', upc: null })).toEqual([]);
    expect(checkAlbumUpc({ upcMode: 'applied', upc: 'not a code' })).toEqual([]);
  });

  it('an owned UPC is required', () => {
    expect(checkAlbumUpc({ upcMode: 'owned', upc: '  ' })).toEqual([
      { field: 'upc', code: 'required', severity: 'error', params: { field: 'upc' } },
    ]);
    expect(checkAlbumUpc({ upcMode: 'owned', upc: null }).map((i) => i.code)).toEqual(['required']);
  });

  it.each([
    ['036000291452', []],
    ['0360 0029 1452', []],
    ['036000291453', ['upc-check-digit']],
    ['03600029145', ['upc-length']],
    ['03600029145X', ['upc-format']],
  ])('%s -> %j', (upc, codes) => {
    expect(checkAlbumUpc({ upcMode: 'owned', upc }).map((i) => i.code)).toEqual(codes);
  });

  it('refuses a UPC another album holds, compared as EAN-13', () => {
    const held = new Set(['0036000291452']);
    const isUpcUsed = (ean: string) => held.has(ean);
    expect(
      checkAlbumUpc({ upcMode: 'owned', upc: '036000291452' }, { isUpcUsed }).map((i) => i.code),
    ).toEqual(['upc-used']);
    expect(
      checkAlbumUpc({ upcMode: 'owned', upc: '0036000291452' }, { isUpcUsed }).map((i) => i.code),
    ).toEqual(['upc-used']);
    expect(checkAlbumUpc({ upcMode: 'owned', upc: '4006381333931' }, { isUpcUsed })).toEqual([]);
  });

  it('never asks about uniqueness before the code itself is valid', () => {
    let asked = 0;
    checkAlbumUpc({ upcMode: 'owned', upc: '036000291453' }, { isUpcUsed: () => ++asked > 0 });
    expect(asked).toBe(0);
  });

  it('any valid UPC-A or EAN-13 passes when unused, and is refused when used', () => {
    fc.assert(
      fc.property(fc.oneof(digits(11), digits(12)), (body) => {
        const upc = completeGtin(body);
        return (
          checkAlbumUpc({ upcMode: 'owned', upc }).length === 0 &&
          checkAlbumUpc({ upcMode: 'owned', upc }, { isUpcUsed: () => true })[0].code === 'upc-used'
        );
      }),
    );
  });
});

describe('upcStoredForms', () => {
  it('gives the EAN-13 and the UPC-A of a code with a leading 0', () => {
    expect(upcStoredForms('036000291452')).toEqual(['0036000291452', '036000291452']);
    expect(upcStoredForms('4006381333931')).toEqual(['4006381333931']);
    expect(upcStoredForms('123')).toEqual([]);
  });
  it('always contains the EAN-13 form of a valid UPC-A', () => {
    fc.assert(
      fc.property(digits(11), (body) =>
        upcStoredForms(completeGtin(body)).includes(`0${completeGtin(body)}`),
      ),
    );
  });
});

describe('isSameUpc', () => {
  it('compares products, not spellings', () => {
    expect(isSameUpc('036000291452', '0036000291452')).toBe(true);
    expect(isSameUpc('0360-0029-1452', '036000291452')).toBe(true);
    expect(isSameUpc('036000291452', '4006381333931')).toBe(false);
    expect(isSameUpc(null, null)).toBe(false);
  });
});
