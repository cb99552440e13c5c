// Contract: a report is a report, and a broken one is held (issue 26). The DSR files here are
// written by hand from DSR Part 8's records (HEAD, SY01.01, RE01, AS01.01, SU02, FOOT), not by
// the product's writer. The same report again with CRLF line ends, or gzipped, is refused naming
// the earlier import; a gzip file imports streamed and a gzip bomb is refused; a 3-file report
// waits until it is complete and then reconciles as one; a file whose totals do not reconcile
// counts nothing (no rollup, so no trend and no statement) until staff accept it with a reason;
// a rejected one never counts; a correction replaces the report it names, atomically.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HEADER_LANGUAGE, apiUrl } from '../../../src/domain/api';
import { makeTrack } from '../../../src/domain/catalogue/testing';
import { REPORT_PATHS, type ReportFileDetail } from '../../../src/domain/reports/reportApi';
import { systemClock } from '../../src/clock';
import { createJobRunner } from '../../src/jobs/runner';
import { reportImportHandler } from '../../src/reports/reportJob';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, demoUserId, insertCatalogueRecord } from '../fixtures';
import { multipartBody } from '../multipart';
import { useApp } from '../suite';

const SENDER = 'PADPIDA2099000001Z';
const T = (...cells: Array<string | number>) => cells.join('\t');

interface Part {
  messageId: string;
  fileNumber?: number;
  numberOfFiles?: number;
  /** SY01.01 Usages and NetRevenue of the whole report */
  declared: [number, string];
  /** streams of each SU02 line of this file (one block, one resource each) */
  streams: number[];
  isrc: string;
  period?: [string, string];
}

/** One file of a DSR report, Basic Audio Profile 1.2, Multi Record Block Variant, by hand. */
function dsr(p: Part, eol = '\n'): string {
  const [from, to] = p.period ?? ['2024-06-01', '2024-06-30'];
  const n = p.fileNumber ?? 1;
  const of = p.numberOfFiles ?? 1;
  const lines = [
    T(
      'HEAD',
      'dsrf/1.1.2/1.6/1.0',
      'BasicAudioProfile',
      '1.2',
      p.messageId,
      '2024-07-10T08:00:00Z',
      n,
      of,
      from,
      to,
      SENDER,
      'Held Test Music',
      'Premium',
      '',
      '',
    ),
    T(
      'SY01.01',
      '1',
      '',
      '',
      'SubscriptionModel',
      'OnDemandStream',
      'CN',
      'Premium',
      p.declared[0],
      '',
      'CNY',
      p.declared[1],
      '',
      '',
      '',
    ),
  ];
  p.streams.forEach((streams, i) => {
    const block = `${n}-${i + 1}`;
    lines.push(
      T(
        'AS01.01',
        block,
        'A1',
        `RES-${block}`,
        p.isrc,
        'Held Song',
        '',
        'Held Artist',
        '',
        'PT3M',
        'SoundRecording',
        'true',
      ),
      T('SU02', block, '1', `TX-${p.messageId}-${block}`, '', 'A1', 'true', streams, '', ''),
    );
  });
  const count = lines.length + 1;
  const isLast = n === of;
  lines.push(
    T(
      'FOOT',
      count,
      isLast && of === 1 ? count : '',
      1,
      p.streams.length,
      isLast && of === 1 ? p.streams.length : '',
    ),
  );
  return lines.join(eol) + eol;
}

export function describeHeldReportsContract(backend: TestBackend): void {
  describe('a report is a report; a broken one is held', () => {
    const ctx = useApp(backend, { env: { REPORT_MAX_MB: '1' } });
    let shared: Awaited<ReturnType<typeof makeSetup>> | undefined;
    const setup = async () => (shared ??= await makeSetup());

    async function makeSetup() {
      const { app, db } = ctx();
      const { orgId: backoffice } = await demoUserId(db, 'demo-staff');
      const staff = await createUser(db, backoffice, ['staff']);
      const org = await createOrganisation(db);
      const isrcs = ['CNH262600001', 'CNH262600002', 'CNH262600003', 'CNH262600004'];
      for (const isrc of isrcs)
        await insertCatalogueRecord(
          db,
          org,
          'track',
          makeTrack({ isrc, authorizationCompanyId: org }),
        );
      return {
        org,
        isrcs,
        staffId: staff.id,
        sign: (await login(app, staff.loginName, staff.password)).sign,
      };
    }

    async function upload(
      name: string,
      bytes: string | Uint8Array,
      fields: Record<string, string> = {},
      language = 'en',
    ) {
      const body = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
      const { payload, contentType } = multipartBody(
        { format: 'auto', ...fields },
        { name, bytes: body },
      );
      const res = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(REPORT_PATHS.upload),
        payload,
        headers: {
          'content-type': contentType,
          uvsign: (await setup()).sign,
          [HEADER_LANGUAGE]: language,
        },
      });
      return {
        status: res.statusCode,
        body: JSON.parse(res.body) as { code: string; msg: string; result: { id: string } },
      };
    }
    const drain = () =>
      createJobRunner({
        db: ctx().db,
        clock: systemClock,
        handlers: [reportImportHandler(ctx().db, ctx().config.reportsDir)],
      }).drain();
    async function detail(id: string) {
      const res = await call<ReportFileDetail>(ctx().app, apiUrl(REPORT_PATHS.get), {
        sign: (await setup()).sign,
        query: { id },
      });
      expect(res.status, res.text).toBe(200);
      return res.body.result;
    }
    /** what trends and statements read of a track: its rollup */
    const counted = async (isrc: string) => {
      const { rows } = await ctx().db.query<{ units: string | null }>(
        `SELECT sum(r.units)::text AS units FROM report_rollups r JOIN tracks t ON t.id = r.track_id
          WHERE t.data ->> 'isrc' = $1`,
        [isrc],
      );
      return Number(rows[0].units ?? 0);
    };

    it('refuses the same report again in CRLF or gzip, naming the earlier import; reads a gzip file streamed; refuses a gzip bomb', async () => {
      const s = await setup();
      const report: Part = {
        messageId: 'MSG-H-1',
        declared: [300, '3.00'],
        streams: [200, 100],
        isrc: s.isrcs[0],
      };
      const first = await upload('held-lf.tsv', dsr(report));
      expect(first.status, first.body.msg).toBe(200);
      await drain();
      expect((await detail(first.body.result.id)).file.state).toBe('imported');
      expect(await counted(s.isrcs[0])).toBe(300);

      const crlf = await upload('held-crlf.tsv', dsr(report, '\r\n'));
      expect([crlf.status, crlf.body.code]).toEqual([409, 'reportSameReport']);
      expect(crlf.body.msg).toContain('held-lf.tsv');
      expect(crlf.body.msg).toContain('MSG-H-1');
      const zh = await upload('held-crlf.tsv', dsr(report, '\r\n'), {}, 'zh-Hans');
      expect(zh.body.msg).toContain('已作为 held-lf.tsv 导入过');
      const gz = await upload('held.tsv.gz', gzipSync(dsr(report, '\r\n')));
      expect(gz.body.code).toBe('reportSameReport');
      await drain();
      expect(await counted(s.isrcs[0])).toBe(300);

      // another report, gzipped: read through gunzip
      const other = await upload(
        'other.tsv.gz',
        gzipSync(dsr({ ...report, messageId: 'MSG-H-GZ' })),
      );
      expect(other.status, other.body.msg).toBe(200);
      await drain();
      const got = await detail(other.body.result.id);
      expect(got.file).toMatchObject({
        state: 'imported',
        compression: 'gzip',
        usageCount: 2,
        isReconciled: true,
      });
      expect(await counted(s.isrcs[0])).toBe(600);

      // 2 MB of text in a few kB: over this app's 1 MB once unpacked
      const bomb = await upload('bomb.tsv.gz', gzipSync('HEAD\t' + 'x'.repeat(2 * 1024 * 1024)));
      expect([bomb.status, bomb.body.code]).toEqual([413, 'reportGzipTooLarge']);
      const broken = await upload('broken.tsv.gz', Uint8Array.from([0x1f, 0x8b, 8, 0, 1, 2, 3]));
      expect(broken.body.code).toBe('reportGzipBroken');
    });

    it('a 3-file report waits for its missing files, then reconciles as one and counts', async () => {
      const s = await setup();
      const part = (n: number, streams: number[]): Part => ({
        messageId: 'MSG-H-SET',
        fileNumber: n,
        numberOfFiles: 3,
        declared: [900, '9.00'],
        streams,
        isrc: s.isrcs[1],
      });
      const one = await upload('set_1of3.tsv', dsr(part(1, [100, 200])));
      const three = await upload('set_3of3.tsv', dsr(part(3, [300])));
      await drain();
      const waiting = await detail(one.body.result.id);
      expect(waiting.file.state).toBe('waiting');
      expect(waiting.set).toMatchObject({ expected: 3, missing: [2], isComplete: false });
      expect(await counted(s.isrcs[1])).toBe(0);

      await upload('set_2of3.tsv', dsr(part(2, [250, 50])));
      await drain();
      const done = await detail(three.body.result.id);
      expect(done.file).toMatchObject({
        state: 'imported',
        isReconciled: true,
        fileNumber: 3,
        numberOfFiles: 3,
      });
      expect(done.set).toMatchObject({ missing: [], isComplete: true, isMatched: true });
      expect(done.set?.checks).toEqual([
        expect.objectContaining({
          key: '1',
          declaredUnits: 900,
          lineUnits: 900,
          lineRevenueMicro: '9000000',
          isMatched: true,
        }),
      ]);
      expect(done.set?.files.map((f) => f.state)).toEqual(['imported', 'imported', 'imported']);
      expect(await counted(s.isrcs[1])).toBe(900);
    });

    it('holds a file whose totals do not reconcile: nothing counts until accepted with a reason; a rejected one never counts', async () => {
      const s = await setup();
      const held = await upload(
        'short.tsv',
        dsr({
          messageId: 'MSG-H-BAD',
          declared: [1000, '10.00'],
          streams: [600, 300],
          isrc: s.isrcs[2],
        }),
      );
      await drain();
      const before = await detail(held.body.result.id);
      expect(before.file).toMatchObject({ state: 'held', isReconciled: false });
      expect(before.reconciliation?.checks[0]).toMatchObject({
        declaredUnits: 1000,
        lineUnits: 900,
        isMatched: false,
      });
      expect(await counted(s.isrcs[2])).toBe(0);

      const decide = (path: string, json: unknown) =>
        call<ReportFileDetail>(ctx().app, apiUrl(path), { sign: s.sign, json });
      expect(
        (await decide(REPORT_PATHS.accept, { id: held.body.result.id, reason: ' ' })).status,
      ).toBe(422);
      const accepted = await decide(REPORT_PATHS.accept, {
        id: held.body.result.id,
        reason: 'Channel confirmed 100 streams were withheld for fraud',
      });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.body.result.file.state).toBe('imported');
      expect(accepted.body.result.events.at(-1)).toMatchObject({
        action: 'accepted',
        reason: 'Channel confirmed 100 streams were withheld for fraud',
        actor: expect.any(String),
      });
      expect(await counted(s.isrcs[2])).toBe(900);
      expect(
        (await decide(REPORT_PATHS.accept, { id: held.body.result.id, reason: 'again' })).body,
      ).toMatchObject({ code: 'reportNotHeld' });

      const bad = dsr({
        messageId: 'MSG-H-REJ',
        declared: [10, '1.00'],
        streams: [5],
        isrc: s.isrcs[3],
      });
      const rejected = await upload('rejected.tsv', bad);
      await drain();
      expect(
        (await decide(REPORT_PATHS.reject, { id: rejected.body.result.id, reason: 'Wrong month' }))
          .body.result.file.state,
      ).toBe('rejected');
      expect(await counted(s.isrcs[3])).toBe(0);
      // the classic errors are each stored for the screen, and each file is held
      const good = dsr({
        messageId: 'MSG-H-4',
        declared: [3120, '31.20'],
        streams: [3120],
        isrc: s.isrcs[3],
      });
      const comma = good.replace('\t3120\t\t\n', '\t3,120\t\t\n');
      const footWrong = good.replace(/FOOT\t\d+/, 'FOOT\t99');
      const noHead = good.split('\n').slice(1).join('\n');
      const ids = [];
      for (const [name, text] of [
        ['comma.tsv', comma],
        ['foot.tsv', footWrong.replace('MSG-H-4', 'MSG-H-5')],
        ['nohead.tsv', noHead],
      ])
        ids.push((await upload(name, text)).body.result.id);
      await drain();
      const [c, f, h] = await Promise.all(ids.map(detail));
      expect([c.file.state, f.file.state, h.file.state]).toEqual(['held', 'held', 'held']);
      expect(c.issues.list).toContainEqual(
        expect.objectContaining({ kind: 'problem', lineNo: 4, code: 'number-grouping', cell: 8 }),
      );
      expect(f.reconciliation?.counts).toContainEqual(
        expect.objectContaining({ name: 'linesInFile', declared: 99, actual: 5, isMatched: false }),
      );
      expect(h.reconciliation?.fileProblems).toContain('header-missing');
      expect(await counted(s.isrcs[3])).toBe(0);

      // a rejected report may come again, even byte for byte
      expect((await upload('rejected-again.tsv', bad)).status).toBe(200);
      await drain();
    });

    it('a correction names the report it replaces: the earlier one stops counting when it counts', async () => {
      const s = await setup();
      const june: Part = {
        messageId: 'MSG-H-C1',
        declared: [100, '1.00'],
        streams: [100],
        isrc: s.isrcs[3],
        period: ['2024-05-01', '2024-05-31'],
      };
      const earlier = await upload('may.tsv', dsr(june));
      await drain();
      const base = await counted(s.isrcs[3]);
      const wrong = await upload(
        'may-other-month.tsv',
        dsr({ ...june, messageId: 'MSG-H-C0', period: ['2024-04-01', '2024-04-30'] }),
        { replaces: earlier.body.result.id },
      );
      expect([wrong.status, wrong.body.code]).toEqual([409, 'reportReplaceInvalid']);
      const fixed = await upload(
        'may-corrected.tsv',
        dsr({ ...june, messageId: 'MSG-H-C2', declared: [140, '1.40'], streams: [140] }),
        { replaces: earlier.body.result.id },
      );
      expect(fixed.status, fixed.body.msg).toBe(200);
      await drain();
      expect(await counted(s.isrcs[3])).toBe(base + 40);
      const old = await detail(earlier.body.result.id);
      expect(old.file).toMatchObject({ state: 'replaced', replacedById: fixed.body.result.id });
      expect(old.events.at(-1)).toMatchObject({
        action: 'replaced',
        otherFile: { name: 'may-corrected.tsv' },
      });
      const correction = await detail(fixed.body.result.id);
      expect(correction.file.replacesName).toBe('may.tsv');
      expect(correction.events.at(-1)).toMatchObject({
        action: 'replaces',
      });
    });
  });
}
