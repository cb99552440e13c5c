import { describe, expect, it } from 'vitest';
import { parseRecordType, singleValue, splitDsrCells, splitMultiValue } from './dsrCells';

describe('DSR cells (DSR Part 1, 7.3)', () => {
  it('splits on TAB and keeps trailing empty cells', () => {
    expect(splitDsrCells('SU02\t1\t\t')).toEqual(['SU02', '1', '', '']);
  });

  it('reads an escaped TAB as part of the cell and "\\\\" as a backslash', () => {
    expect(splitDsrCells('AS01\tLive\\\tat Budokan\tx')).toEqual(['AS01', 'Live\tat Budokan', 'x']);
    expect(splitDsrCells('a\\\\\\b')).toEqual(['a\\b']);
    expect(splitDsrCells('ends with \\')).toEqual(['ends with \\']);
  });

  it('splits multi-value cells on "|" unless escaped', () => {
    const [, cell] = splitDsrCells('X\tLennon|McCartney');
    expect(splitMultiValue(cell)).toEqual(['Lennon', 'McCartney']);
    const [, escaped] = splitDsrCells('X\tTides \\\\| Moons');
    expect(splitMultiValue(escaped)).toEqual(['Tides | Moons']);
    expect(singleValue(escaped)).toBe('Tides | Moons');
    expect(splitMultiValue('||')).toEqual([]);
  });

  it('parses versioned record types', () => {
    expect(parseRecordType('SY02.02')).toEqual({ family: 'SY02', version: '02' });
    expect(parseRecordType(' su01 ')).toEqual({ family: 'SU01', version: null });
    expect(parseRecordType('HEAD')).toEqual({ family: 'HEAD', version: null });
    expect(parseRecordType('#HEAD')).toBeNull();
    expect(parseRecordType('SY2')).toBeNull();
    expect(parseRecordType('SY02.2')).toBeNull();
  });
});
