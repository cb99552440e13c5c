// Contract: link tokens, SMS verification codes and captchas (sync-server/src/accounts). One use
// each, even when used in parallel; expiry read from the movable clock; limits on sends and
// tries; only hashes in the tables.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  captchaText,
  checkCaptcha,
  createCaptcha,
} from '../../src/accounts/captcha';
import { pruneAccountSecrets } from '../../src/accounts/prune';
import {
  consumeLinkToken,
  issueLinkToken,
  LINK_TOKEN_TTL_MS,
  peekLinkToken,
} from '../../src/accounts/tokens';
import {
  checkVerificationCode,
  DEFAULT_CODE_LIMITS,
  issueVerificationCode,
  releaseVerificationCode,
  type CodeRequest,
} from '../../src/accounts/verificationCodes';
import { createTestClock, HOUR_MS, type TestClock } from '../../src/clock';
import type { Db } from '../../src/db/db';
import { SEND_LIMITS, type SendLimitOverrides } from '../../src/mail/sendLimits';
import type { TestBackend } from '../backends';
import { createOrganisation, createUser, type TestUser } from '../fixtures';

const SECRET = 'test-signing-secret-0123456789abcdef';
const MINUTE = 60_000;
const PARALLEL = 8;

export function describeAccountSecretsContract(backend: TestBackend): void {
  describe('account links, codes and captchas', () => {
    let db: Db;
    let clock: TestClock;
    let user: TestUser;
    let orgId: string;
    beforeAll(async () => {
      db = await backend.freshDb();
      orgId = await createOrganisation(db);
      user = await createUser(db, orgId);
    });
    afterAll(() => db.close());

    describe('link tokens', () => {
      it('issues 256 random bits in base64url, stores only their SHA-256, and works once', async () => {
        clock = createTestClock();
        const { token, expiresAt } = await issueLinkToken(db, clock, 'reset', { userId: user.id });
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(token, 'base64url')).toHaveLength(32);
        expect(expiresAt.getTime() - clock.now().getTime()).toBe(30 * MINUTE);
        const { rows } = await db.query<{ row: string }>(
          'SELECT row_to_json(t)::text AS row FROM link_tokens t',
        );
        expect(rows.some((r) => r.row.includes(token))).toBe(false);
        expect(
          rows.some((r) => r.row.includes(createHash('sha256').update(token).digest('hex'))),
        ).toBe(true);

        expect(await peekLinkToken(db, clock, 'reset', token)).toMatchObject({
          ok: true,
          record: { userId: user.id, purpose: 'reset' },
        });
        expect(await consumeLinkToken(db, clock, 'reset', token)).toMatchObject({
          ok: true,
          record: { userId: user.id },
        });
        expect(await consumeLinkToken(db, clock, 'reset', token)).toEqual({
          ok: false,
          reason: 'used',
        });
        expect(await peekLinkToken(db, clock, 'reset', token)).toEqual({
          ok: false,
          reason: 'used',
        });
      });

      it.each([
        ['reset', 30 * MINUTE],
        ['invite', 7 * 24 * 60 * MINUTE],
        ['registration', 7 * 24 * 60 * MINUTE],
      ] as const)('expires a %s link after its lifetime', async (purpose, ttl) => {
        expect(LINK_TOKEN_TTL_MS[purpose]).toBe(ttl);
        clock = createTestClock();
        const { token } = await issueLinkToken(db, clock, purpose, {
          email: `someone+${purpose}@example.com`,
          orgId,
        });
        clock.advance(ttl - 1);
        expect((await peekLinkToken(db, clock, purpose, token)).ok).toBe(true);
        clock.advance(1);
        expect(await peekLinkToken(db, clock, purpose, token)).toEqual({
          ok: false,
          reason: 'expired',
        });
        expect(await consumeLinkToken(db, clock, purpose, token)).toEqual({
          ok: false,
          reason: 'expired',
        });
      });

      it('refuses a token of another purpose, an unknown one and a malformed one', async () => {
        clock = createTestClock();
        const { token } = await issueLinkToken(db, clock, 'invite', {
          email: 'new@example.com',
          orgId,
          data: { roles: ['editor'] },
        });
        expect(await consumeLinkToken(db, clock, 'reset', token)).toEqual({
          ok: false,
          reason: 'unknown',
        });
        expect(await consumeLinkToken(db, clock, 'invite', 'A'.repeat(43))).toEqual({
          ok: false,
          reason: 'unknown',
        });
        for (const bad of ['', "x' OR '1'='1", 'A'.repeat(44), '\u0000'.repeat(43)]) {
          expect(await consumeLinkToken(db, clock, 'invite', bad)).toEqual({
            ok: false,
            reason: 'unknown',
          });
        }
        expect(await consumeLinkToken(db, clock, 'invite', token)).toMatchObject({
          ok: true,
          record: { email: 'new@example.com', orgId, data: { roles: ['editor'] } },
        });
      });

      it('lets only the newest link of a purpose work for one person', async () => {
        clock = createTestClock();
        const older = await issueLinkToken(db, clock, 'reset', { userId: user.id });
        const newer = await issueLinkToken(db, clock, 'reset', { userId: user.id });
        expect(await consumeLinkToken(db, clock, 'reset', older.token)).toEqual({
          ok: false,
          reason: 'used',
        });
        const otherOrg = await createOrganisation(db);
        const invite = await issueLinkToken(db, clock, 'invite', {
          email: 'Twice@Example.com',
          orgId,
        });
        const elsewhere = await issueLinkToken(db, clock, 'invite', {
          email: 'twice@example.com',
          orgId: otherOrg,
        });
        const again = await issueLinkToken(db, clock, 'invite', {
          email: 'twice@example.com',
          orgId,
        });
        expect(await consumeLinkToken(db, clock, 'invite', invite.token)).toEqual({
          ok: false,
          reason: 'used',
        });
        for (const live of [newer, elsewhere, again])
          expect(
            (await peekLinkToken(db, clock, live === newer ? 'reset' : 'invite', live.token)).ok,
          ).toBe(true);
      });

      it(`gives one success to ${PARALLEL} parallel uses of one link, each in its own transaction`, async () => {
        clock = createTestClock();
        const { token } = await issueLinkToken(db, clock, 'registration', {
          email: 'racer@example.com',
        });
        const results = await Promise.all(
          Array.from({ length: PARALLEL }, () =>
            db.transaction((tx) => consumeLinkToken(tx, clock, 'registration', token)),
          ),
        );
        expect(results.filter((r) => r.ok)).toHaveLength(1);
        expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(
          Array(PARALLEL - 1).fill('used'),
        );
      });

      it('stays usable when the change it authorises fails (the use rolls back with it)', async () => {
        clock = createTestClock();
        const { token } = await issueLinkToken(db, clock, 'reset', { userId: user.id });
        await expect(
          db.transaction(async (tx) => {
            expect((await consumeLinkToken(tx, clock, 'reset', token)).ok).toBe(true);
            throw new Error('the new password could not be stored');
          }),
        ).rejects.toThrow('could not be stored');
        expect((await consumeLinkToken(db, clock, 'reset', token)).ok).toBe(true);
      });
    });

    describe('verification codes', () => {
      let n = 0;
      const request = (address = '10.9.0.1'): CodeRequest => ({
        purpose: 'register',
        target: `+86138${String(++n).padStart(8, '0')}`,
        address,
      });
      async function issue(req: CodeRequest, sendLimits?: SendLimitOverrides) {
        let sent: string | undefined;
        const result = await issueVerificationCode(
          db,
          { clock, secret: SECRET, sendLimits },
          req,
          async (_tx, code) => void (sent = code),
        );
        return { result, code: sent };
      }
      const check = (req: CodeRequest, code: string) =>
        checkVerificationCode(
          db,
          { clock, secret: SECRET },
          { purpose: req.purpose, target: req.target, code },
        );

      it('sends six digits, keeps only an HMAC, takes the right code once', async () => {
        clock = createTestClock();
        const req = request();
        const { result, code } = await issue(req);
        expect(result).toEqual({
          ok: true,
          expiresAt: new Date(clock.now().getTime() + 10 * MINUTE),
        });
        expect(code).toMatch(/^\d{6}$/);
        const { rows } = await db.query<{ code_hash: string }>(
          'SELECT code_hash FROM verification_codes WHERE target = $1',
          [req.target],
        );
        expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(rows[0].code_hash).not.toBe(
          createHash('sha256')
            .update(code ?? '')
            .digest('hex'),
        );
        const wrong = code === '000000' ? '000001' : '000000';
        expect(await check(req, wrong)).toEqual({ ok: false, reason: 'wrong' });
        expect(await check({ ...req, purpose: 'bankAccount' }, code ?? '')).toEqual({
          ok: false,
          reason: 'none',
        });
        const right = await check(req, code ?? '');
        expect(right).toEqual({ ok: true, id: expect.any(String) });
        expect(await check(req, code ?? '')).toEqual({ ok: false, reason: 'none' });
        // given back (the sign-up it confirmed was refused for its login name): right once more
        await releaseVerificationCode(db, right.ok ? right.id : '');
        expect(await check(req, code ?? '')).toMatchObject({ ok: true });
      });

      it('gives a code a few tries, then none; and ends it after ten minutes', async () => {
        clock = createTestClock();
        const req = request();
        const { code = '' } = await issue(req);
        const wrong = code === '999999' ? '999998' : '999999';
        for (let i = 0; i < DEFAULT_CODE_LIMITS.attemptsPerCode; i++)
          expect(await check(req, i === 2 ? 'abc' : wrong)).toEqual({ ok: false, reason: 'wrong' });
        expect(await check(req, code)).toEqual({ ok: false, reason: 'tooManyAttempts' });

        const late = request();
        const { code: lateCode = '' } = await issue(late);
        clock.advance(10 * MINUTE);
        expect(await check(late, lateCode)).toEqual({ ok: false, reason: 'expired' });
      });

      it('sends a number no second code within a minute; the newer code replaces the older', async () => {
        clock = createTestClock();
        const req = request();
        const first = await issue(req);
        clock.advance(20_000);
        expect((await issue(req)).result).toEqual({
          ok: false,
          reason: 'tooSoon',
          retryAfterSeconds: 40,
        });
        clock.advance(40_000);
        const second = await issue(req);
        expect(second.result.ok).toBe(true);
        if (first.code !== second.code)
          expect(await check(req, first.code ?? '')).toEqual({ ok: false, reason: 'wrong' });
        expect(await check(req, second.code ?? '')).toMatchObject({ ok: true });
        // a replaced code is never given back
        const { rows } = await db.query<{ id: string }>(
          'SELECT id FROM verification_codes WHERE target = $1 ORDER BY created_at LIMIT 1',
          [req.target],
        );
        await releaseVerificationCode(db, rows[0].id);
        expect(await check(req, first.code ?? '')).toMatchObject({ ok: false });
      });

      it('limits sends per number per hour and per client address per hour', async () => {
        clock = createTestClock();
        const req = request('10.9.0.2');
        const perTargetPerHour = SEND_LIMITS.verificationCode[1].max;
        for (let i = 0; i < perTargetPerHour; i++) {
          expect((await issue(req)).result.ok).toBe(true);
          clock.advance(MINUTE);
        }
        expect((await issue(req)).result).toEqual({
          ok: false,
          reason: 'targetLimit',
          retryAfterSeconds: 55 * 60,
        });
        clock.advance(55 * MINUTE);
        expect((await issue(req)).result.ok).toBe(true);

        clock = createTestClock();
        const limits: SendLimitOverrides = {
          verificationCode: [
            ...SEND_LIMITS.verificationCode.slice(0, 2),
            { scope: 'address', max: 3, windowMs: HOUR_MS },
          ],
        };
        for (let i = 0; i < 3; i++)
          expect((await issue(request('10.9.0.3'), limits)).result.ok).toBe(true);
        expect((await issue(request('10.9.0.3'), limits)).result).toEqual({
          ok: false,
          reason: 'addressLimit',
          retryAfterSeconds: 3600,
        });
        expect((await issue(request('10.9.0.4'), limits)).result.ok).toBe(true);
      });

      it(`sends one code for ${PARALLEL} parallel requests to one number from several addresses and takes it once from ${PARALLEL} parallel tries`, async () => {
        clock = createTestClock();
        const req = request();
        // from as many addresses: only the number's limit stands between them
        const sends = await Promise.all(
          Array.from({ length: PARALLEL }, (_, i) => issue({ ...req, address: `10.8.0.${i}` })),
        );
        expect(sends.filter((s) => s.result.ok)).toHaveLength(1);
        expect(
          sends.filter((s) => !s.result.ok).map((s) => !s.result.ok && s.result.reason),
        ).toEqual(Array(PARALLEL - 1).fill('tooSoon'));
        const code = sends.find((s) => s.result.ok)?.code ?? '';
        const tries = await Promise.all(
          Array.from({ length: PARALLEL }, () =>
            db.transaction((tx) =>
              checkVerificationCode(tx, { clock, secret: SECRET }, { ...req, code }),
            ),
          ),
        );
        expect(tries.filter((t) => t.ok)).toHaveLength(1);
      });

      it('stores nothing when the SMS cannot be queued', async () => {
        clock = createTestClock();
        const req = request();
        await expect(
          issueVerificationCode(db, { clock, secret: SECRET }, req, async () =>
            Promise.reject(new Error('queue down')),
          ),
        ).rejects.toThrow('queue down');
        expect(
          (await db.query('SELECT 1 FROM verification_codes WHERE target = $1', [req.target])).rows,
        ).toEqual([]);
        expect((await issue(req)).result.ok).toBe(true);
      });
    });

    describe('captchas', () => {
      it('draws the text as paths in an SVG and takes the answer once, whatever its case', async () => {
        clock = createTestClock();
        const captcha = await createCaptcha(db, { clock, secret: SECRET }, 'HXWP');
        expect(captcha.svg).toMatch(
          /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<path .*<\/svg>$/s,
        );
        expect(captcha.svg).not.toMatch(/<text|HXWP|<script|href/i);
        expect(captcha.expiresAt.getTime() - clock.now().getTime()).toBe(10 * MINUTE);
        const { rows } = await db.query<{ row: string }>(
          'SELECT row_to_json(c)::text AS row FROM captchas c WHERE id = $1',
          [captcha.id],
        );
        expect(rows[0].row).not.toMatch(/hxwp/i);
        expect(await checkCaptcha(db, { clock, secret: SECRET }, captcha.id, ' hxwp ')).toEqual({
          ok: true,
        });
        expect(await checkCaptcha(db, { clock, secret: SECRET }, captcha.id, 'HXWP')).toEqual({
          ok: false,
          reason: 'unknown',
        });
      });

      it('is used up by a wrong answer, ends after ten minutes, and refuses ids that are not its own', async () => {
        clock = createTestClock();
        const deps = { clock, secret: SECRET };
        const guessed = await createCaptcha(db, deps, 'ABCD');
        expect(await checkCaptcha(db, deps, guessed.id, 'ABCE')).toEqual({
          ok: false,
          reason: 'wrong',
        });
        expect(await checkCaptcha(db, deps, guessed.id, 'ABCD')).toEqual({
          ok: false,
          reason: 'unknown',
        });
        const late = await createCaptcha(db, deps, 'EFGH');
        clock.advance(10 * MINUTE);
        expect(await checkCaptcha(db, deps, late.id, 'EFGH')).toEqual({
          ok: false,
          reason: 'expired',
        });
        for (const id of [
          '',
          'not-a-uuid',
          "1' OR '1'='1",
          '00000000-0000-0000-0000-000000000000',
        ]) {
          expect(await checkCaptcha(db, deps, id, 'EFGH')).toEqual({
            ok: false,
            reason: 'unknown',
          });
        }
      });

      it(`gives one success to ${PARALLEL} parallel right answers`, async () => {
        clock = createTestClock();
        const deps = { clock, secret: SECRET };
        const captcha = await createCaptcha(db, deps, 'JKMN');
        const results = await Promise.all(
          Array.from({ length: PARALLEL }, () =>
            db.transaction((tx) => checkCaptcha(tx, deps, captcha.id, 'JKMN')),
          ),
        );
        expect(results.filter((r) => r.ok)).toHaveLength(1);
      });

      it('picks its text from letters a person can tell apart', () => {
        const texts = Array.from({ length: 200 }, captchaText);
        expect(
          texts.every((t) => t.length === 4 && [...t].every((c) => CAPTCHA_ALPHABET.includes(c))),
        ).toBe(true);
        expect(new Set(texts).size).toBeGreaterThan(190);
      });
    });

    it('prunes what no flow can use any more, keeping links and codes a day for their messages', async () => {
      clock = createTestClock(Date.UTC(2027, 0, 1));
      await db.query('DELETE FROM link_tokens');
      await db.query('DELETE FROM verification_codes');
      await db.query('DELETE FROM captchas');
      const { token } = await issueLinkToken(db, clock, 'reset', { userId: user.id });
      await issueVerificationCode(
        db,
        { clock, secret: SECRET },
        pruneRequest(),
        async () => undefined,
      );
      await createCaptcha(db, { clock, secret: SECRET });
      clock.advance(30 * MINUTE);
      expect(await pruneAccountSecrets(db, clock)).toEqual({
        linkTokens: 0,
        verificationCodes: 0,
        captchas: 1,
      });
      // the code ended at 10 minutes, the reset link at 30: each goes a day after its end
      clock.advance(24 * 60 * MINUTE - 1);
      expect(await pruneAccountSecrets(db, clock)).toEqual({
        linkTokens: 0,
        verificationCodes: 1,
        captchas: 0,
      });
      clock.advance(2);
      expect(await pruneAccountSecrets(db, clock)).toEqual({
        linkTokens: 1,
        verificationCodes: 0,
        captchas: 0,
      });
      expect(await peekLinkToken(db, clock, 'reset', token)).toEqual({
        ok: false,
        reason: 'unknown',
      });
    });
  });
}

function pruneRequest(): CodeRequest {
  return { purpose: 'register', target: '+8613900000001', address: '10.9.9.9' };
}
