import { describe, expect, it } from 'vitest';
import { detectReportFormat } from './detectFormat';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('detectReportFormat', () => {
  it('reads a DSR flat file by its HEAD record, with or without a BOM', () => {
    expect(detectReportFormat(bytes('HEAD\t4.1\tBasicAudioProfile'))).toBe('dsr');
    expect(detectReportFormat(bytes('\uFEFFHEAD\t4.1'))).toBe('dsr');
  });

  it('reads anything else as CSV, including a short or empty start', () => {
    expect(detectReportFormat(bytes('channel,period,territory'))).toBe('csv');
    expect(detectReportFormat(bytes('HEADER,x'))).toBe('csv');
    expect(detectReportFormat(bytes('HEA'))).toBe('csv');
    expect(detectReportFormat(new Uint8Array())).toBe('csv');
  });
});
