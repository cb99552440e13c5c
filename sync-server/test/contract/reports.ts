// Contract: channel reports in (issue 17). Staff upload a DDEX DSR flat file (the hand-written
// Basic Audio Profile fixture, from the standard's examples) and a CSV made here; the import job
// matches lines across organisations, keeps unmatched and unreadable lines with their reason,
// reconciles against the file's own totals and rolls up exactly once, even when a run dies half
// way. The same bytes twice, binary data, a DSR not in UTF-8 and an oversized file are refused
// with a localized 4xx that writes nothing; a partner is refused outright. An import never holds
// readers back (issue 28): held half way, or (PostgreSQL) in its last transaction, partners' trend
// calls answer at once with the figures from before the file, and staff see its progress; the
// file's figures show, all of them, once it commits.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEADER_LANGUAGE, apiUrl } from '../../../src/domain/api';
import { makeAlbum, makeTrack } from '../../../src/domain/catalogue/testing';
import {
  REPORT_PATHS,
  type ReportFileDetail,
  type ReportFileView,
} from '../../../src/domain/reports/reportApi';
import { TREND_PATHS, type TrendFigures } from '../../../src/domain/trend/api';
import { systemClock } from '../../src/clock';
import type { Db } from '../../src/db/db';
import { createJobRunner } from '../../src/jobs/runner';
import { importReportFile } from '../../src/reports/importReport';
import { reportImportHandler } from '../../src/reports/reportJob';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, demoUserId, insertCatalogueRecord } from '../fixtures';
import { multipartBody } from '../multipart';
import { useApp } from '../suite';

const DSR = readFileSync(
  new URL('../../../src/domain/reports/fixtures/dsr-basic-audio-2024-05.tsv', import.meta.url),
  'utf8',
);

/** The fixture as another message (other bytes, same lines), optionally with one summary's usages changed. */
function dsrFile(messageId: string, summaryUsages = '15250'): string {
  return DSR.replace('MSG-2024-05-CN-0001', messageId).replace('\t15250\t', `\t${summaryUsages}\t`);
}

const CSV_LINES = [
  'Channel,Period,Territory,ISRC,UPC,Usage Type,Units,Currency,Revenue',
  'Harbour FM,2024-06,HK,CNA122400001,,stream,1000,HKD,2.500000',
  'Harbour FM,2024-06,MO,CN-A12-24-00003,,stream,400,HKD,1.000000',
  'Harbour FM,2024-06,HK,ZZZ999999999,,stream,7,HKD,0.010000',
  'Harbour FM,2024-06,HK,CNA122400001,,stream,many,HKD,1.00',
  'Total,,,,,,1407,HKD,3.510000',
];

export function describeReportsContract(backend: TestBackend): void {
  describe('channel reports in', () => {
    const ctx = useApp(backend, { env: { REPORT_MAX_MB: '2' } });
    // the app enqueues on the system clock, so the runner reads the same one
    const clock = systemClock;

    // one catalogue for the suite: the same ISRC in two setups would match neither (ambiguous)
    let shared: Awaited<ReturnType<typeof makeSetup>> | undefined;
    const setup = async () => (shared ??= await makeSetup());

    async function makeSetup() {
      const { app, db } = ctx();
      const { orgId: backoffice } = await demoUserId(db, 'demo-staff');
      const staff = await createUser(db, backoffice, ['staff']);
      const orgA = await createOrganisation(db);
      const orgB = await createOrganisation(db);
      const partner = await createUser(db, orgA, ['admin']);
      const track = (orgId: string, isrc: string) =>
        insertCatalogueRecord(
          db,
          orgId,
          'track',
          makeTrack({ isrc, authorizationCompanyId: orgId }),
        );
      const a1 = await track(orgA, 'CNA122400001');
      const a2 = await track(orgA, 'CNA122400002');
      const b3 = await track(orgB, 'CNA122400003');
      const albumA = await insertCatalogueRecord(
        db,
        orgA,
        'album',
        makeAlbum({ upcMode: 'owned', upc: '0690123456800', authorizationCompanyId: orgA }),
      );
      return {
        orgA,
        orgB,
        a1,
        a2,
        b3,
        albumA,
        staffSign: (await login(app, staff.loginName, staff.password)).sign,
        partnerSign: (await login(app, partner.loginName, partner.password)).sign,
      };
    }

    async function upload(sign: string, name: string, bytes: Uint8Array | string, language = 'en') {
      const body = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
      const { payload, contentType } = multipartBody({ format: 'auto' }, { name, bytes: body });
      const res = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(REPORT_PATHS.upload),
        payload,
        headers: { 'content-type': contentType, uvsign: sign, [HEADER_LANGUAGE]: language },
      });
      return {
        status: res.statusCode,
        body: JSON.parse(res.body) as {
          code: string;
          msg: string;
          result: { id: string; format: string };
        },
      };
    }

    const drain = () =>
      createJobRunner({
        db: ctx().db,
        clock,
        handlers: [reportImportHandler(ctx().db, ctx().config.reportsDir)],
      }).drain();

    async function detail(sign: string, id: string) {
      const res = await call<ReportFileDetail>(ctx().app, apiUrl(REPORT_PATHS.get), {
        sign,
        query: { id, size: '50' },
      });
      expect(res.status, res.text).toBe(200);
      return res.body.result;
    }

    const rollupSum = async (db: Db, orgId: string) =>
      (
        await db.query<{ units: string | null; revenue: string | null }>(
          'SELECT sum(units)::text AS units, sum(revenue_micro)::text AS revenue FROM report_rollups WHERE org_id = $1',
          [orgId],
        )
      ).rows[0];

    it('imports a DSR file: matched across organisations, unmatched kept, reconciled, rolled up once', async () => {
      const { db } = ctx();
      const s = await setup();
      const up = await upload(s.staffSign, 'dragon-2024-05.tsv', dsrFile('MSG-A'));
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      expect(up.body.result.format).toBe('dsr');
      expect((await drain()).map((j) => j.outcome)).toEqual(['done']);

      const got = await detail(s.staffSign, up.body.result.id);
      expect(got.file).toMatchObject({
        state: 'imported',
        channel: 'Dragon Music Online',
        partyId: 'PADPIDA2014111801Y',
        periodStart: '2024-05-01',
        periodEnd: '2024-05-31',
        usageCount: 7,
        isReconciled: true,
      });
      // A1/A2 of org A, A1 of block 2 is org B's, block 3's release sale is org A's album by UPC
      expect(got.file.matchedCount).toBe(got.file.usageCount - got.file.unmatchedCount);
      expect(got.issues.list.every((i) => i.kind === 'unmatched' || i.kind === 'problem')).toBe(
        true,
      );
      const lines = await db.query<{
        org_id: string | null;
        track_id: string | null;
        isrc: string | null;
      }>('SELECT org_id, track_id, isrc FROM report_lines WHERE file_id = $1 ORDER BY line_no', [
        up.body.result.id,
      ]);
      for (const line of lines.rows) {
        if (line.isrc === 'CNA122400003')
          expect(line).toMatchObject({ org_id: s.orgB, track_id: s.b3 });
        if (line.isrc === 'CNA122400001')
          expect(line).toMatchObject({ org_id: s.orgA, track_id: s.a1 });
      }
      // org B's ISRC never counts for org A: A's rollup names only A's own tracks and album
      const aTracks = await db.query<{ track_id: string | null; album_id: string | null }>(
        'SELECT DISTINCT track_id, album_id FROM report_rollups WHERE org_id = $1',
        [s.orgA],
      );
      for (const r of aTracks.rows) {
        if (r.track_id !== null) expect([s.a1, s.a2]).toContain(r.track_id);
        else expect(r.album_id).toBe(s.albumA);
      }
      expect(aTracks.rows.some((r) => r.track_id === null)).toBe(true);
      const b = await rollupSum(db, s.orgB);
      // block 2: 6000 + 3000 streams and 5 downloads of Paper Boats
      expect(b.units).toBe('9005');

      // the same bytes again: a localized 409 that writes nothing
      const before = await db.query('SELECT id FROM report_files');
      const again = await upload(s.staffSign, 'renamed.tsv', dsrFile('MSG-A'));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('reportDuplicate');
      expect(again.body.msg).toContain('dragon-2024-05.tsv');
      const zh = await upload(s.staffSign, 'renamed.tsv', dsrFile('MSG-A'), 'zh-Hans');
      expect(zh.body.msg).toContain('已上传过');
      expect((await db.query('SELECT id FROM report_files')).rowCount).toBe(before.rowCount);
    });

    it('shows a reconciliation mismatch and lists unmatched and unreadable CSV lines with their reason', async () => {
      const s = await setup();
      const dsr = await upload(s.staffSign, 'mismatch.tsv', dsrFile('MSG-B', '15000'));
      const csv = await upload(s.staffSign, 'harbour.csv', CSV_LINES.join('\r\n') + '\r\n');
      expect(csv.body.result.format).toBe('csv');
      await drain();
      const bad = await detail(s.staffSign, dsr.body.result.id);
      expect(bad.file.isReconciled).toBe(false);
      expect(bad.reconciliation?.checks.find((c) => !c.isMatched)).toMatchObject({
        declaredUnits: 15000,
        lineUnits: 15250,
      });
      const got = await detail(s.staffSign, csv.body.result.id);
      expect(got.file).toMatchObject({ state: 'imported', channel: 'Harbour FM', usageCount: 3 });
      expect(got.issues.list).toEqual([
        expect.objectContaining({ kind: 'unmatched', lineNo: 4, code: 'isrc-unknown' }),
        expect.objectContaining({ kind: 'problem', lineNo: 5, code: 'integer-format' }),
      ]);
      const list = await call<{ total: number; list: ReportFileView[] }>(
        ctx().app,
        apiUrl(REPORT_PATHS.list),
        { sign: s.staffSign },
      );
      expect(list.body.result.list.map((f) => f.id)).toEqual(
        expect.arrayContaining([dsr.body.result.id, csv.body.result.id]),
      );
    });

    it('a run that dies half way resumes from its checkpoint and counts every line once', async () => {
      const { db, config } = ctx();
      const s = await setup();
      const before = await rollupSum(db, s.orgA);
      const up = await upload(s.staffSign, 'resume.tsv', dsrFile('MSG-C'));
      const id = up.body.result.id;
      await expect(
        importReportFile(db, id, {
          reportsDir: config.reportsDir,
          now: clock.now,
          batch: 4,
          afterBatch: (checkpoint) => {
            if (checkpoint >= 8) throw new Error('killed');
          },
        }),
      ).rejects.toThrow('killed');
      const half = await db.query<{ state: string; checkpoint: number }>(
        'SELECT state, checkpoint FROM report_files WHERE id = $1',
        [id],
      );
      expect(half.rows[0]).toEqual({ state: 'importing', checkpoint: 8 });
      expect((await rollupSum(db, s.orgA)).units).toBe(before.units);
      expect((await drain()).map((j) => j.outcome)).toEqual(['done']);
      const lines = await db.query<{ n: string; units: string }>(
        'SELECT count(*)::text AS n, sum(units)::text AS units FROM report_lines WHERE file_id = $1 AND org_id = $2',
        [id, s.orgA],
      );
      const after = await rollupSum(db, s.orgA);
      expect(BigInt(after.units ?? '0') - BigInt(before.units ?? '0')).toBe(
        BigInt(lines.rows[0].units),
      );
      expect((await detail(s.staffSign, id)).file.usageCount).toBe(7);
    });

    it("answers partners' trend calls during an import with the figures from before it; staff see its progress", async () => {
      const { app, db, config } = ctx();
      const s = await setup();
      const orgC = await createOrganisation(db);
      const userC = await createUser(db, orgC, ['admin']);
      const signC = (await login(app, userC.loginName, userC.password)).sign;
      const may = { from: '2024-05-01', to: '2024-05-31' };
      const figures = async (sign: string) => {
        const res = await call<TrendFigures>(app, apiUrl(TREND_PATHS.naturalTime), {
          sign,
          json: may,
        });
        expect(res.status, res.text).toBe(200);
        return res.body.result;
      };
      // A and B have lines in the file, C none
      const before = { a: await figures(s.partnerSign), c: await figures(signC) };
      const up = await upload(s.staffSign, 'during.tsv', dsrFile('MSG-T'));
      const id = up.body.result.id;
      const linesOfA = async () =>
        (
          await db.query<{ n: number; units: string | null }>(
            `SELECT count(*)::int AS n, sum(units)::text AS units FROM report_lines
              WHERE file_id = $1 AND org_id = $2`,
            [id, s.orgA],
          )
        ).rows[0];

      // held after the first committed batch holding lines of A (a test hook, no sleep)
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: (checkpoint: number) => void;
      const held = new Promise<number>((resolve) => (holding = resolve));
      let inLast!: () => void;
      const reachedLast = new Promise<void>((resolve) => (inLast = resolve));
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let isHeld = false;
      const run = importReportFile(db, id, {
        reportsDir: config.reportsDir,
        now: clock.now,
        batch: 4,
        afterBatch: async (checkpoint) => {
          if (isHeld || (await linesOfA()).n === 0) return;
          isHeld = true;
          holding(checkpoint);
          await released;
        },
        // PGlite has one connection: a call there waits for this transaction, so only PostgreSQL
        // is held in it
        beforeCommit:
          db.kind === 'postgres'
            ? async () => {
                inLast();
                await finished;
              }
            : undefined,
      });
      const checkpoint = await held;
      expect((await linesOfA()).n).toBeGreaterThan(0);
      expect(await figures(s.partnerSign)).toEqual(before.a);
      expect(await figures(signC)).toEqual(before.c);
      const during = await detail(s.staffSign, id);
      expect(during.file).toMatchObject({ state: 'importing', linesRead: checkpoint });
      expect(during.file.bytesRead).toBeGreaterThan(0);
      expect(during.file.bytesRead).toBeLessThanOrEqual(during.file.sizeBytes);

      release();
      if (db.kind === 'postgres') {
        // the rollup and the trend sums written, not yet committed: read from another connection
        await reachedLast;
        expect(await figures(s.partnerSign)).toEqual(before.a);
        expect(await figures(signC)).toEqual(before.c);
        finish();
      }
      expect(await run).toBe('imported');
      const after = await figures(s.partnerSign);
      const added = BigInt((await linesOfA()).units ?? '0');
      expect(added).toBeGreaterThan(0n);
      expect(BigInt(after.current.units)).toBe(BigInt(before.a.current.units) + added);
      expect(await figures(signC)).toEqual(before.c);
      const done = await detail(s.staffSign, id);
      expect(done.file).toMatchObject({ state: 'imported', bytesRead: done.file.sizeBytes });
      // the upload's queued job finds the file imported
      expect((await drain()).map((j) => j.outcome)).toEqual(['done']);
    });

    it('refuses binary data, a DSR not in UTF-8 and an oversized file with a 4xx, keeping nothing', async () => {
      const { db, config } = ctx();
      const s = await setup();
      const count = async () => (await db.query('SELECT id FROM report_files')).rowCount;
      const files = await count();
      const binary = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
      expect((await upload(s.staffSign, 'x.bin', binary)).body.code).toBe('reportNotText');
      const gb = Buffer.concat([
        Buffer.from(DSR.split('\n')[0] + '\n'),
        Buffer.from([0xc1, 0xd6, 0xcf, 0xa6, 0xd3, 0xef, 0x0a]),
      ]);
      const enc = await upload(s.staffSign, 'gb.tsv', gb);
      expect([enc.status, enc.body.code]).toEqual([422, 'reportEncoding']);
      // one line of 3 MB, over this app's 2 MB limit
      const huge = await upload(s.staffSign, 'huge.csv', 'a'.repeat(3 * 1024 * 1024));
      expect([huge.status, huge.body.code]).toEqual([413, 'reportTooLarge']);
      expect(await count()).toBe(files);
      expect(readdirSync(config.reportsDir).filter((f) => f.startsWith('.incoming'))).toEqual([]);
      // a long line inside the limit is imported as a listed problem, not a crash
      const long = await upload(
        s.staffSign,
        'long.csv',
        CSV_LINES[0] + '\n' + 'x'.repeat(100_000) + '\n' + CSV_LINES[1] + '\n',
      );
      await drain();
      const got = await detail(s.staffSign, long.body.result.id);
      expect(got.issues.list[0]).toMatchObject({
        kind: 'problem',
        lineNo: 2,
        code: 'line-too-long',
      });
      expect(got.file.usageCount).toBe(1);
    });

    it('is the back office only: a partner gets 403 and uploads nothing', async () => {
      const s = await setup();
      const up = await upload(s.partnerSign, 'mine.tsv', dsrFile('MSG-P'));
      expect(up.status).toBe(403);
      const list = await call(ctx().app, apiUrl(REPORT_PATHS.list), { sign: s.partnerSign });
      expect(list.status).toBe(403);
      const rows = await ctx().db.query("SELECT id FROM report_files WHERE name = 'mine.tsv'");
      expect(rows.rowCount).toBe(0);
    });
  });
}
