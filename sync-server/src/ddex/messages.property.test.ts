// Every generated message validates against the ERN 4.3 XSD: many albums from fast-check, checked
// by the real xmllint CLI (in batches, one process for many files) and by the run-time validator,
// which must agree; and the same bundle always gives the same bytes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleArb } from '../../../src/domain/ddex/arbitraries';
import {
  buildNewReleaseMessage,
  buildPurgeReleaseMessage,
  buildTakedownMessage,
} from '../../../src/domain/ddex';
import { validateErn, warmErnValidator } from './validateErn';

const SCHEMA = fileURLToPath(new URL('./schema/release-notification.xsd', import.meta.url));
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ddex-xmllint-'));
  warmErnValidator();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs xmllint once over many files; returns the names it did not validate, with its output. */
function xmllintRejects(files: string[]): { rejected: string[]; output: string } {
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout}${run.stderr}`;
  const validated = new Set([...output.matchAll(/^(.*) validates$/gm)].map((m) => m[1]));
  return { rejected: files.filter((f) => !validated.has(f)), output };
}

describe('generated ERN 4.3 messages', () => {
  it('validate with xmllint and with the run-time validator, for many albums', () => {
    const samples = fc.sample(bundleArb, { numRuns: 120, seed: 4242 });
    const files: string[] = [];
    samples.forEach((bundle, i) => {
      const messages = [buildNewReleaseMessage(bundle)];
      // a takedown of every fourth album in each style, and a purge of every tenth
      if (i % 4 === 0)
        messages.push(
          buildTakedownMessage(bundle, 'endDatedDeals'),
          buildTakedownMessage(bundle, 'noDeals'),
        );
      if (i % 10 === 0) messages.push(buildPurgeReleaseMessage(bundle));
      messages.forEach((xml, j) => {
        const file = join(dir, `m${i}-${j}.xml`);
        writeFileSync(file, xml);
        files.push(file);
        expect(validateErn(xml), `${file} (run-time validator)`).toEqual({ valid: true });
      });
    });
    const { rejected, output } = xmllintRejects(files);
    expect(rejected, output.slice(0, 4000)).toEqual([]);
    expect(files.length).toBeGreaterThan(150);
  });

  it('both validators refuse the same broken message, with the line', () => {
    const [bundle] = fc.sample(bundleArb, { numRuns: 1, seed: 7 });
    const broken = buildNewReleaseMessage(bundle!)
      .replace('<ParentalWarningType>', '<ParentalWarningType>NotAValue')
      .replace(/<ISRC>/, '<ISRC>X</ISRC><Unexpected/><ISRC>');
    const file = join(dir, 'broken.xml');
    writeFileSync(file, broken);
    expect(xmllintRejects([file]).rejected).toEqual([file]);
    const result = validateErn(broken);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.errors[0]?.line).toBeGreaterThan(1);
  });

  it('gives the same bytes for the same album and message id', () => {
    fc.assert(
      fc.property(bundleArb, (bundle) => {
        const copy = structuredClone(bundle);
        expect(buildNewReleaseMessage(copy)).toBe(buildNewReleaseMessage(bundle));
        expect(buildTakedownMessage(copy)).toBe(buildTakedownMessage(bundle));
      }),
      { numRuns: 60, seed: 99 },
    );
  });
});
