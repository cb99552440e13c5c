import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSheetScanner, type SheetScan } from './sheetScan';

const SHEET = [
  '<worksheet><dimension ref="A1:AT1000"/><sheetData>',
  '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>',
  // a value, a styled stub, an empty formula result, white space only, inline text
  '<row r="2" s="3" customFormat="1"><c r="A2" t="s"><v>2</v></c><c r="B2" s="3"/><c r="C2" t="str"><f>A1&amp;""</f><v></v></c>',
  '<c r="D2" t="inlineStr"><is><t xml:space="preserve">   </t></is></c><c r="E2" t="inlineStr"><is><t>专辑 Album</t></is></c></row>',
  // formatted rows without values, as Excel and LibreOffice write them down to the dimension
  '<row r="3" s="3" customFormat="1"/><row r="4"><c r="A4" s="3"/><c r="B4" s="3"/></row>',
  // a namespace prefix, rows and cells without r (they follow on)
  '<x:row r="7"><x:c r="C7"><x:v>42</x:v></x:c></x:row><row><c><v>1</v></c></row>',
  '</sheetData><mergeCells count="1"><mergeCell ref="A2:A4"/></mergeCells></worksheet>',
].join('');

const bytesOf = (text: string) => new TextEncoder().encode(text);

function scanWhole(xml: string, budget = 1000): SheetScan {
  const scanner = createSheetScanner(budget);
  scanner.push(bytesOf(xml));
  return scanner.finish();
}

describe('createSheetScanner', () => {
  it('counts cells that hold values and the rows they sit in, never stubs, empty values or the dimension', () => {
    expect(scanWhole(SHEET)).toEqual({
      valueCells: 6,
      valueRows: 4,
      lastValueRow: 8,
      stopped: false,
    });
  });

  it('finds the same whatever pieces the inflated text arrives in', () => {
    const whole = scanWhole(SHEET);
    const bytes = bytesOf(SHEET);
    fc.assert(
      // cuts fall anywhere, inside tags and inside the bytes of a character alike
      fc.property(fc.uniqueArray(fc.nat(bytes.length), { maxLength: 40 }), (cuts) => {
        const scanner = createSheetScanner(1000);
        let at = 0;
        for (const cut of [...cuts].sort((a, b) => a - b)) {
          scanner.push(bytes.subarray(at, cut));
          at = cut;
        }
        scanner.push(bytes.subarray(at));
        expect(scanner.finish()).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('stops past its budget and says so', () => {
    const rows = Array.from(
      { length: 100 },
      (_, r) =>
        `<row r="${r + 1}"><c r="A${r + 1}"><v>${r}</v></c><c r="B${r + 1}"><v>${r}</v></c></row>`,
    );
    const scanner = createSheetScanner(50);
    let fed = 0;
    while (fed < rows.length && scanner.push(bytesOf(rows[fed] ?? ''))) fed += 1;
    expect(fed).toBeLessThan(rows.length);
    expect(scanner.finish()).toMatchObject({ valueCells: 51, stopped: true });
  });

  it('takes a long text without tags in pieces without losing it', () => {
    const scanner = createSheetScanner(10);
    scanner.push(bytesOf('<row r="9"><c r="B9" t="inlineStr"><is><t>'));
    for (let i = 0; i < 1000; i += 1) scanner.push(bytesOf('夏'.repeat(300)));
    scanner.push(bytesOf('</t></is></c></row>'));
    expect(scanner.finish()).toEqual({
      valueCells: 1,
      valueRows: 1,
      lastValueRow: 9,
      stopped: false,
    });
  });
});
