// Contract: the statement files and the verification (issue 17). The PDF carries the issued hash in
// its metadata and verifies; a partner gets its own organisation's statements only (another's is
// "not found", its hash "not found"); staff reach every organisation's; an unissued statement has no
// PDF; a hostile upload (not a PDF, no hash, over the limit, no file) is a localized 4xx.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl, HEADER_LANGUAGE, HEADER_TOKEN } from '../../../src/domain/api';
import { canonicalStatement } from '../../../src/domain/finance';
import {
  FINANCE_FILE_PATHS,
  FINANCE_PATHS,
  saleStatementId,
  splitsToJson,
  statementToJson,
} from '../../../src/domain/finance/api';
import { VERIFY_MAX_BYTES, type VerifyResult } from '../../../src/domain/finance/verify';
import * as XLSX from 'xlsx';
import type { Db } from '../../src/db/db';
import { readPdfHash } from '../../src/finance/pdf/readPdfHash';
import { issuedTestStatement } from '../../src/finance/testStatement';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { changedTables, digestTables } from '../dbDigest';
import { createOrganisation, createUser, demoUserId } from '../fixtures';
import { multipartBody } from '../multipart';
import { useApp } from '../suite';
import { insertRollups, makePartner } from './settlementSetup';

const VERIFY = apiUrl(FINANCE_PATHS.verify);

/** An organisation with a contract and one statement, issued (with its hash) unless told. */
async function statementOf(
  db: Db,
  issued = true,
): Promise<{ orgId: string; id: string; hash: string }> {
  const orgId = await createOrganisation(db);
  const { statement, splits } = await issuedTestStatement();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO contracts (org_id, number, fields, valid_from, valid_to, created_at, updated_at)
     VALUES ($1, $2, '{}'::jsonb, '2024-01-01', '2026-12-31', now(), now()) RETURNING id`,
    [orgId, statement.contractNumber],
  );
  const id = randomUUID();
  const hash = statement.contentHash as string;
  await db.query(
    `INSERT INTO settlement_statements (id, org_id, period, contract_id, contract_number, currency,
       status, content, remaining_balance, payable_amount, splits, computed_at, canonical,
       content_hash, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11::jsonb, now(), $12, $13, $14)`,
    [
      id,
      orgId,
      statement.period,
      rows[0].id,
      statement.contractNumber,
      statement.currency,
      issued ? 'awaitingConfirmation' : 'awaitingReconciliation',
      JSON.stringify(statementToJson({ ...statement, contentHash: null })),
      statement.remainingBalance.toString(),
      statement.payableAmount.toString(),
      JSON.stringify(splitsToJson(splits)),
      issued ? canonicalStatement(statement) : null,
      issued ? hash : null,
      issued ? '2024-06-05T08:00:00Z' : null,
    ],
  );
  return { orgId, id, hash };
}

export function describeFinanceFilesContract(backend: TestBackend): void {
  describe('statement files and verification', () => {
    const current = useApp(backend);
    let partner: string;
    let staff: string;
    let own: { orgId: string; id: string; hash: string };
    let other: { orgId: string; id: string; hash: string };

    async function signIn(orgId: string, roles: Parameters<typeof createUser>[2]) {
      const { app, db } = current();
      const user = await createUser(db, orgId, roles);
      return (await login(app, user.loginName, user.password)).sign;
    }

    async function download(path: string, sign: string, id: string, language = 'zh-hans') {
      const response = await current().app.inject({
        method: 'GET',
        url: path,
        query: { id },
        headers: { [HEADER_TOKEN]: sign, [HEADER_LANGUAGE]: language },
      });
      return response;
    }

    it('setup', async () => {
      const { db } = current();
      own = await statementOf(db);
      // the same statement content in another organisation: the same hash, not this partner's
      other = await statementOf(db);
      partner = await signIn(own.orgId, ['admin']);
      staff = await signIn((await demoUserId(db, 'demo-staff')).orgId, ['staff']);
    });

    it('gives the partner its PDF with the issued hash in its metadata, which verifies', async () => {
      const response = await download(FINANCE_FILE_PATHS.settlementPdf, partner, own.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        'statement-2024-05-SL-2024-017.pdf',
      );
      const pdf = response.rawPayload;
      expect(readPdfHash(pdf)).toEqual({ ok: true, hash: own.hash });
      expect(pdf.toString('latin1')).toContain('/Lang (zh-Hans)');

      const form = multipartBody(
        {},
        { name: 'statement.pdf', bytes: pdf, type: 'application/pdf' },
      );
      const byFile = await current().app.inject({
        method: 'POST',
        url: VERIFY,
        headers: { [HEADER_TOKEN]: partner, 'content-type': form.contentType },
        payload: form.payload,
      });
      const verified = JSON.parse(byFile.body) as { result: VerifyResult };
      expect(byFile.statusCode).toBe(200);
      expect(verified.result).toMatchObject({
        found: true,
        hash: own.hash,
        period: '2024-05',
        contractNumber: 'SL-2024-017',
        issuedAt: '2024-06-05T08:00:00.000Z',
        confirmedAt: null,
        status: 'awaitingConfirmation',
      });
    });

    it('verifies a pasted hash however it was copied, and says when nothing matches', async () => {
      const { app } = current();
      const pasted = `SHA-256 ${own.hash.slice(0, 30).toUpperCase()}\n${own.hash.slice(30)}`;
      const found = await call<VerifyResult>(app, VERIFY, {
        sign: partner,
        json: { hash: pasted },
      });
      expect(found.status).toBe(200);
      expect(found.body.result.found).toBe(true);
      const tampered = own.hash.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const missing = await call<VerifyResult>(app, VERIFY, {
        sign: partner,
        json: { hash: tampered },
      });
      expect(missing.body.result).toEqual({ found: false, hash: tampered });
    });

    it('keeps other organisations out: their statement is not found, their hash not matched', async () => {
      const { app, db } = current();
      // signing in writes sessions: before the digest
      const stranger = await signIn(await createOrganisation(db), ['admin']);
      const before = await digestTables(db);
      for (const path of [
        FINANCE_FILE_PATHS.settlementPdf,
        FINANCE_FILE_PATHS.settlementXlsx,
        FINANCE_FILE_PATHS.splitsXlsx,
      ]) {
        const response = await download(path, partner, other.id, 'en');
        expect(response.statusCode, path).toBe(404);
        expect(JSON.parse(response.body)).toMatchObject({ state: false });
      }
      const result = await call<VerifyResult>(app, VERIFY, {
        sign: stranger,
        json: { hash: own.hash },
      });
      expect(result.body.result.found).toBe(false);
      // staff reach every organisation's, through the back-office twins
      expect(
        (await download(FINANCE_FILE_PATHS.staffSettlementPdf, staff, other.id)).statusCode,
      ).toBe(200);
      const byStaff = await call<VerifyResult>(app, VERIFY, {
        sign: staff,
        json: { hash: other.hash },
      });
      expect(byStaff.body.result.found).toBe(true);
      // and a partner never reaches the twins
      expect(
        (await download(FINANCE_FILE_PATHS.staffSettlementPdf, partner, own.id)).statusCode,
      ).toBe(403);
      expect(changedTables(before, await digestTables(db))).toEqual([]);
    });

    it('exports the statement and its split as XLSX in the caller’s language', async () => {
      const xlsx = await download(FINANCE_FILE_PATHS.settlementXlsx, partner, own.id, 'en');
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
      const splits = await download(FINANCE_FILE_PATHS.splitsXlsx, partner, own.id);
      expect(splits.statusCode).toBe(200);
      expect(splits.headers['content-disposition']).toContain('splits-2024-05-SL-2024-017.xlsx');
    });

    it('exports a sales statement’s lines, its own organisation’s only', async () => {
      const { app, db } = current();
      const seller = await makePartner(db, 'CNX122600001');
      const rival = await makePartner(db, 'CNX122600002');
      await insertRollups(db, [
        {
          org: seller.orgId,
          day: '2024-05-03',
          track: seller.trackId,
          units: 1200,
          micro: 12_345_678n,
        },
        // the rival on the same day, channel and currency: never in the seller's file
        {
          org: rival.orgId,
          day: '2024-05-03',
          track: rival.trackId,
          units: 9e6,
          micro: 9_000_000_000n,
        },
      ]);
      const sign = await signIn(seller.orgId, ['admin']);
      const id = saleStatementId('2024-05', 'Dragon Music Online', 'CNY');
      const response = await download(FINANCE_FILE_PATHS.saleXlsx, sign, id, 'en');
      expect(response.statusCode, response.body).toBe(200);
      const book = XLSX.read(response.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], {
        header: 1,
      });
      expect(rows[3]).toEqual(['Units', 1200]);
      expect(rows[8]).toEqual([
        'CN',
        'CNX122600001',
        expect.any(String),
        '',
        'stream',
        1200,
        12.35,
        'CNY',
      ]);
      expect(rows).toHaveLength(9);
      const strangers = await download(FINANCE_FILE_PATHS.saleXlsx, partner, id, 'en');
      expect(strangers.statusCode).toBe(404);
      const staffFile = await current().app.inject({
        method: 'GET',
        url: FINANCE_FILE_PATHS.staffSaleXlsx,
        query: { id, organisationId: seller.orgId },
        headers: { [HEADER_TOKEN]: staff },
      });
      expect(staffFile.statusCode).toBe(200);
      void app;
    });

    it('has no PDF for a statement still being reconciled', async () => {
      const { app, db } = current();
      const draft = await statementOf(db, false);
      const sign = await signIn(draft.orgId, ['admin']);
      const response = await download(FINANCE_FILE_PATHS.settlementPdf, sign, draft.id, 'en');
      expect(response.statusCode).toBe(409);
      expect(JSON.parse(response.body)).toMatchObject({
        code: 'statement-not-issued',
        msg: expect.stringContaining('once it has been issued') as unknown,
      });
      void app;
    });

    it('refuses hostile verification input with a localized 4xx and writes nothing', async () => {
      const { app, db } = current();
      const before = await digestTables(db);
      const upload = async (bytes: Uint8Array, language = 'en') => {
        const form = multipartBody({}, { name: 'x.pdf', bytes, type: 'application/pdf' });
        const response = await app.inject({
          method: 'POST',
          url: VERIFY,
          headers: {
            [HEADER_TOKEN]: partner,
            [HEADER_LANGUAGE]: language,
            'content-type': form.contentType,
          },
          payload: form.payload,
        });
        return {
          status: response.statusCode,
          body: JSON.parse(response.body) as { code: string; msg: string },
        };
      };
      const notPdf = await upload(new TextEncoder().encode('MZ\x90\x00 not a pdf'));
      expect([notPdf.status, notPdf.body.code]).toEqual([415, 'verify-not-pdf']);
      const noHash = await upload(
        new TextEncoder().encode('%PDF-1.7\n1 0 obj << /ContentHash (abc) >> endobj'),
        'zh-hans',
      );
      expect([noHash.status, noHash.body.code]).toEqual([422, 'verify-no-hash']);
      expect(noHash.body.msg).toContain('结算单摘要');
      const huge = new Uint8Array(VERIFY_MAX_BYTES + 1024).fill(0x20);
      huge.set(new TextEncoder().encode('%PDF-1.7\n'));
      const tooLarge = await upload(huge);
      expect([tooLarge.status, tooLarge.body.code]).toEqual([413, 'verify-too-large']);
      expect(tooLarge.body.msg).toContain('2 MB');
      const badHash = await call(app, VERIFY, {
        sign: partner,
        language: 'en',
        json: { hash: 'xyz' },
      });
      expect([badHash.status, badHash.body.code]).toEqual([422, 'verify-hash-format']);
      const extra = await call(app, VERIFY, { sign: partner, json: { hash: own.hash, org: 'x' } });
      expect(extra.status).toBe(422);
      const badId = await download(FINANCE_FILE_PATHS.settlementPdf, partner, 'not-a-uuid');
      expect(badId.statusCode).toBe(422);
      expect(changedTables(before, await digestTables(db))).toEqual([]);
    });
  });
}
