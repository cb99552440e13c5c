import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createLineEndNormalizer,
  dsrReportKey,
  readDsrIdentity,
  replacesMismatch,
} from './reportIdentity';

const HEAD = [
  'HEAD',
  'dsrf/1.1.2/1.6/1.0',
  'BasicAudioProfile',
  '1.2',
  'MSG-1',
  '2024-07-10T08:00:00Z',
  '2',
  '3',
  '2024-06-01',
  '2024-06-30',
  'PADPIDA2099000001Z',
  'Sender',
  'Premium',
  '',
  '',
].join('\t');

function normalize(chunks: string[]): string {
  const n = createLineEndNormalizer();
  const out = [...chunks.map((c) => n.push(new TextEncoder().encode(c))), n.end()];
  return out.map((b) => new TextDecoder().decode(b)).join('');
}

describe('readDsrIdentity', () => {
  it('reads sender, MessageId, period and FileNumber of NumberOfFiles from the HEAD record', () => {
    expect(readDsrIdentity(HEAD + '\r')).toEqual({
      sender: 'PADPIDA2099000001Z',
      messageId: 'MSG-1',
      periodStart: '2024-06-01',
      periodEnd: '2024-06-30',
      fileNumber: 2,
      numberOfFiles: 3,
    });
  });
  it('takes the sender name when no DPID is given, and 1 of 1 when the counts are empty', () => {
    const cells = HEAD.split('\t');
    cells[6] = '';
    cells[7] = '';
    cells[10] = '';
    expect(readDsrIdentity('\uFEFF' + cells.join('\t'))).toMatchObject({
      sender: 'Sender',
      fileNumber: 1,
      numberOfFiles: 1,
    });
  });
  it('knows no identity without a HEAD, a MessageId, or with a file number past the count', () => {
    expect(readDsrIdentity('SY01.01\t1')).toBeNull();
    expect(readDsrIdentity(HEAD.replace('MSG-1', ''))).toBeNull();
    expect(readDsrIdentity(HEAD.replace('\t2\t3\t', '\t4\t3\t'))).toBeNull();
  });
  it('keys one file of one report: another file number is another key', () => {
    const one = readDsrIdentity(HEAD)!;
    expect(dsrReportKey(one)).not.toBe(dsrReportKey({ ...one, fileNumber: 3 }));
  });
});

describe('createLineEndNormalizer', () => {
  it('makes CRLF, CR and LF one, drops a BOM and trailing line ends, across chunk borders', () => {
    expect(normalize(['a\r', '\nb\rc\n\n'])).toBe('a\nb\nc');
    expect(normalize(['\uFEFFa\r\n', 'b\r\n'])).toBe('a\nb');
    expect(normalize(['a\n\nb'])).toBe('a\n\nb');
  });
  it('gives the same bytes for any line ends and any chunking (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '\t', '表') }), { maxLength: 8 }),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.integer({ min: 1, max: 5 }),
        (lines, eol, size) => {
          const text = lines.join(eol) + eol;
          const chunks: string[] = [];
          for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
          expect(normalize(chunks)).toBe(normalize([lines.join('\n')]));
        },
      ),
    );
  });
});

describe('replacesMismatch', () => {
  const next = { sender: 'S', periodStart: '2024-06-01', periodEnd: '2024-06-30' };
  it('allows a correction of the same sender and period only', () => {
    expect(replacesMismatch(next, { ...next })).toBe(false);
    expect(replacesMismatch(next, { ...next, sender: 'T' })).toBe(true);
    expect(replacesMismatch(next, { ...next, periodEnd: '2024-07-31' })).toBe(true);
    expect(replacesMismatch(null, { sender: null, periodStart: null, periodEnd: null })).toBe(
      false,
    );
  });
});
