// The graphic verification code (forgot password: email plus captcha). The server picks the text
// with crypto's randomness and svg-captcha draws it as SVG paths from the font it bundles (no
// <text>, nothing fetched), so the answer is only in the picture. The table keeps an HMAC of the
// answer; any answer uses the captcha up, right or wrong: one guess per picture.
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';

export const CAPTCHA_TTL_MS = 10 * 60_000;
export const CAPTCHA_LENGTH = 4;
/** no 0/O, 1/I/L: letters a person cannot tell apart in a distorted picture */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ANSWER = 32;

interface DrawOptions {
  width: number;
  height: number;
  fontSize: number;
  noise: number;
  color: boolean;
  background: string;
}

/** svg-captcha's default export draws given text; its typings only declare the helpers beside it. */
const drawText = svgCaptcha as unknown as (text: string, options: DrawOptions) => string;

export interface Captcha {
  id: string;
  /** an SVG document: send it as image/svg+xml or inline it */
  svg: string;
  expiresAt: Date;
}

export interface CaptchaDeps {
  clock: Clock;
  secret: string;
}

function answerHash(secret: string, id: string, answer: string): string {
  return createHmac('sha256', secret)
    .update(`captcha\n${id}\n${answer.trim().toUpperCase()}`)
    .digest('hex');
}

export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++)
    text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** Draws a new captcha and stores its answer; `text` only for tests that must know it. */
export async function createCaptcha(
  q: Queryable,
  deps: CaptchaDeps,
  text: string = captchaText(),
): Promise<Captcha> {
  const id = randomUUID();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  const svg = drawText(text, {
    width: 150,
    height: 50,
    fontSize: 56,
    noise: 3,
    color: true,
    background: '#f5f5f5',
  });
  await q.query(
    'INSERT INTO captchas (id, answer_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [id, answerHash(deps.secret, id, text), now, expiresAt],
  );
  return { id, svg, expiresAt };
}

export type CaptchaResult = { ok: true } | { ok: false; reason: 'wrong' | 'expired' | 'unknown' };

/** Checks an answer (case and surrounding spaces ignored) and uses the captcha up either way. */
export async function checkCaptcha(
  q: Queryable,
  deps: CaptchaDeps,
  id: string,
  answer: string,
): Promise<CaptchaResult> {
  if (!UUID.test(id)) return { ok: false, reason: 'unknown' };
  const now = deps.clock.now();
  const hash = answerHash(deps.secret, id.toLowerCase(), answer.slice(0, MAX_ANSWER));
  const { rows } = await q.query<{ right: boolean }>(
    `UPDATE captchas SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING answer_hash = $3 AS right`,
    [id, now, hash],
  );
  if (rows[0]) return rows[0].right ? { ok: true } : { ok: false, reason: 'wrong' };
  const { rows: stored } = await q.query<{ used_at: Date | null }>(
    'SELECT used_at FROM captchas WHERE id = $1',
    [id],
  );
  if (!stored[0] || stored[0].used_at) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: 'expired' };
}
