// Sign-up (spec sections 2 and 7): an SMS code for the phone, then user_performer or user_company
// creates the organisation and its first administrator in one transaction (no usable password
// yet), issues the registration link (7 days) and mails it so the sign-up can be resumed;
// finsh_reg stores the licence agreement's acceptance; init_login_pwd sets the password and uses
// the link up. A login name is unique in any case: of two parallel sign-ups one wins. Whether a
// name is taken is said only after a right code (loginNames.ts).
import {
  identitySlotsOf,
  isIdentitySlotRequired,
} from '../../../src/domain/accounts/identityImages';
import { cleanSubjectDetails } from '../../../src/domain/accounts/subjectDetails';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { RegistrationInfo, RegistrationStep, SignUpResult } from '../../../src/domain/api';
import type {
  CompanySignUpInput,
  FinishRegistrationInput,
  InitPasswordInput,
  PerformerSignUpInput,
  RegistrationTokenInput,
  SmsCodeRequestInput,
} from '../../../src/domain/schemas/registration';
import { hashPassword } from '../auth/password';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { queueMail } from '../mail/mailJob';
import { limitSend, sendLimitedError, type SendLimitOverrides } from '../mail/sendLimits';
import { queueSms } from '../sms/smsJob';
import { CURRENT_LICENCE, matchCurrentLicence } from './licence';
import { checkLoginNameFree, isUniqueViolation } from './loginNames';
import { endOldCredentials } from './newPassword';
import {
  consumeLinkToken,
  issueLinkToken,
  LINK_TOKEN_TTL_MS,
  peekLinkToken,
  type LinkTokenRecord,
  type LinkTokenRefusal,
} from './tokens';
import {
  checkVerificationCode,
  DEFAULT_CODE_LIMITS,
  issueVerificationCode,
  releaseVerificationCode,
  type VerificationCodeLimits,
} from './verificationCodes';

const CODE_PURPOSE = 'register';
/** Never a scrypt string: verifyPassword refuses it, so the account cannot log in before set_password. */
const NO_PASSWORD = '!registration-pending';

export interface RegistrationDeps {
  db: Db;
  clock: Clock;
  secret: string;
  publicUrl: string;
  codeLimits?: VerificationCodeLimits;
  /** other send limits than mail/sendLimits.ts's (tests) */
  sendLimits?: SendLimitOverrides;
}

/** "86" + "138 0013 8000" -> "+8613800138000"; a national trunk 0 is dropped. */
export function toE164(telArea: string, telephone: string): string {
  return `+${telArea}${telephone.replace(/^0/, '')}`;
}

export async function sendRegistrationCode(
  deps: RegistrationDeps,
  input: SmsCodeRequestInput,
  address: string,
  language: ApiLanguage,
): Promise<{ expiresAt: Date }> {
  const target = toE164(input.telArea, input.telephone);
  const limits = deps.codeLimits ?? DEFAULT_CODE_LIMITS;
  const issued = await issueVerificationCode(
    deps.db,
    { clock: deps.clock, secret: deps.secret, sendLimits: deps.sendLimits },
    { purpose: CODE_PURPOSE, target, address },
    async (tx, code) => {
      await queueSms(
        tx,
        { clock: deps.clock, secret: deps.secret },
        {
          template: 'verificationCode',
          to: target,
          language,
          params: { code, minutes: limits.ttlMs / 60_000 },
        },
      );
    },
    limits,
  );
  if (!issued.ok) throw sendLimitedError(issued.retryAfterSeconds);
  return { expiresAt: issued.expiresAt };
}

type SignUp =
  | ({ accountType: 'personal' } & PerformerSignUpInput)
  | ({ accountType: 'company' } & CompanySignUpInput);

function resumeLink(publicUrl: string, step: RegistrationStep, token: string): string {
  const link = new URL(`/register/${step}`, publicUrl);
  link.searchParams.set('token', token);
  return link.toString();
}

export async function signUp(
  deps: RegistrationDeps,
  input: SignUp,
  language: ApiLanguage,
  address: string,
): Promise<SignUpResult> {
  const target = toE164(input.telArea, input.telephone);
  const orgName = input.accountType === 'company' ? input.companyName : input.name;
  const idNumber = input.accountType === 'company' ? input.creditCode : input.idNumber;
  const details = cleanSubjectDetails(input.accountType, input);
  // the code before the name: until it is right, a taken and a free name get the same answer.
  // Checked on its own, not in the transaction below: a wrong code's try stays counted
  const code = await checkVerificationCode(
    deps.db,
    { clock: deps.clock, secret: deps.secret },
    { purpose: CODE_PURPOSE, target, code: input.smsCode },
    deps.codeLimits,
  );
  if (!code.ok) throw new ApiError('smsCodeInvalid');
  try {
    await checkLoginNameFree(deps.db, input.loginName, address);
    return await deps.db.transaction(async (tx) => {
      // the code that reached the signer's phone is spent by now: a refusal here costs a new one
      await limitSend(
        tx,
        { clock: deps.clock, secret: deps.secret, limits: deps.sendLimits },
        'registrationMail',
        { recipient: input.email.trim().toLowerCase() },
      );
      const now = deps.clock.now();
      const { rows: orgs } = await tx.query<{ id: string }>(
        `INSERT INTO organisations (name, account_type, id_number, created_at, legal_representative,
                                    address, contact_name, contact_phone, contact_email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          orgName,
          input.accountType,
          idNumber,
          now,
          details.legalRepresentative,
          details.address,
          details.contactName,
          details.contactPhone,
          details.contactEmail,
        ],
      );
      const orgId = orgs[0].id;
      const { rows: users } = await tx.query<{ id: string }>(
        `INSERT INTO users (org_id, login_name, name, email, phone, password_hash, roles, account_type, created_at, language)
         VALUES ($1, $2, $3, $4, $5, $6, ARRAY['admin'], $7, $8, $9) RETURNING id`,
        [
          orgId,
          input.loginName,
          input.name,
          input.email,
          target,
          NO_PASSWORD,
          input.accountType,
          now,
          // the page's language: this account's mails are written in it from now on
          language,
        ],
      );
      const userId = users[0].id;
      await tx.query(
        'INSERT INTO registrations (user_id, org_id, created_at) VALUES ($1, $2, $3)',
        [userId, orgId, now],
      );
      const { token } = await issueLinkToken(tx, deps.clock, 'registration', {
        userId,
        orgId,
        email: input.email,
      });
      await queueMail(
        tx,
        { clock: deps.clock, secret: deps.secret },
        {
          template: 'registrationResume',
          to: input.email,
          language,
          params: {
            name: input.name,
            link: resumeLink(deps.publicUrl, 'sign_contract', token),
            expiresInDays: LINK_TOKEN_TTL_MS.registration / 86_400_000,
          },
        },
      );
      return { userId, token, step: 'sign_contract' as const };
    });
  } catch (error) {
    // no account was made: the code stays usable for the next try with another name
    await releaseVerificationCode(deps.db, code.id);
    // the parallel sign-up that lost the race for the login name's unique index
    if (isUniqueViolation(error)) throw new ApiError('loginNameTaken');
    throw error;
  }
}

const REFUSAL_ERROR: Readonly<
  Record<LinkTokenRefusal, 'linkExpired' | 'linkUsed' | 'linkInvalid'>
> = {
  expired: 'linkExpired',
  used: 'linkUsed',
  unknown: 'linkInvalid',
};

export interface RegistrationRow {
  user_id: string;
  org_id: string;
  login_name: string;
  account_type: 'personal' | 'company';
  agreed_at: Date | null;
}

export async function loadRegistration(
  q: Queryable,
  record: LinkTokenRecord,
  lock = false,
): Promise<RegistrationRow> {
  const { rows } = await q.query<RegistrationRow>(
    `SELECT r.user_id, r.org_id, u.login_name, u.account_type, r.agreed_at
       FROM registrations r JOIN users u ON u.id = r.user_id
      WHERE r.user_id = $1 AND r.completed_at IS NULL${lock ? ' FOR UPDATE OF r' : ''}`,
    [record.userId],
  );
  if (!rows[0]) throw new ApiError('linkInvalid');
  return rows[0];
}

export async function peekRegistration(
  q: Queryable,
  clock: Clock,
  token: string,
): Promise<{ record: LinkTokenRecord }> {
  const peeked = await peekLinkToken(q, clock, 'registration', token);
  if (!peeked.ok) throw new ApiError(REFUSAL_ERROR[peeked.reason]);
  return { record: peeked.record };
}

const stepOf = (row: RegistrationRow): RegistrationStep =>
  row.agreed_at ? 'set_password' : 'sign_contract';

export async function readRegistration(
  deps: RegistrationDeps,
  input: RegistrationTokenInput,
): Promise<RegistrationInfo> {
  const { record } = await peekRegistration(deps.db, deps.clock, input.token);
  const row = await loadRegistration(deps.db, record);
  return {
    userId: row.user_id,
    loginName: row.login_name,
    accountType: row.account_type,
    step: stepOf(row),
    expiresAt: record.expiresAt.toISOString(),
  };
}

/**
 * The required identity images (ID card sides, or business licence) the registration has not
 * stored yet: the form requires them, and so does finsh_reg, so no account skips them.
 */
async function missingIdentitySlots(q: Queryable, row: RegistrationRow): Promise<string[]> {
  const { rows } = await q.query<{ slot: string }>(
    'SELECT slot FROM organisation_images WHERE org_id = $1',
    [row.org_id],
  );
  const stored = new Set(rows.map((r) => r.slot));
  return identitySlotsOf(row.account_type).filter(
    (slot) => isIdentitySlotRequired(slot) && !stored.has(slot),
  );
}

/** finsh_reg: the agreement shown (version and SHA-256 of its text) is accepted and kept as evidence. */
export async function finishRegistration(
  deps: RegistrationDeps,
  input: FinishRegistrationInput,
  address: string,
): Promise<RegistrationInfo> {
  const language = matchCurrentLicence(input.version, input.sha256);
  if (!language) throw new ApiError('licenceOutdated');
  return deps.db.transaction(async (tx) => {
    const { record } = await peekRegistration(tx, deps.clock, input.token);
    const row = await loadRegistration(tx, record, true);
    if (row.agreed_at) throw new ApiError('registrationStep');
    // refused before anything is written: the link stays usable and the images stored stay
    const missing = await missingIdentitySlots(tx, row);
    if (missing.length > 0) throw new ApiError('identityImagesMissing', { result: { missing } });
    const now = deps.clock.now();
    await tx.query(
      'INSERT INTO licence_acceptances (user_id, org_id, version, language, sha256, accepted_at, address) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [row.user_id, row.org_id, CURRENT_LICENCE.version, language, input.sha256, now, address],
    );
    await tx.query('UPDATE registrations SET agreed_at = $2 WHERE user_id = $1', [
      row.user_id,
      now,
    ]);
    return {
      userId: row.user_id,
      loginName: row.login_name,
      accountType: row.account_type,
      step: 'set_password' as const,
      expiresAt: record.expiresAt.toISOString(),
    };
  });
}

/** init_login_pwd: the password is set, the link used up, the registration complete. */
export async function initLoginPassword(
  deps: RegistrationDeps,
  input: InitPasswordInput,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, deps.clock, 'registration', input.token);
    if (!used.ok) throw new ApiError(REFUSAL_ERROR[used.reason]);
    const row = await loadRegistration(tx, used.record, true);
    // a form naming another account than its link: refused, and the rollback keeps the link usable
    if (
      (input.userId !== undefined && input.userId !== row.user_id) ||
      (input.loginName !== undefined &&
        input.loginName.toLowerCase() !== row.login_name.toLowerCase())
    ) {
      throw new ApiError('linkInvalid');
    }
    if (!row.agreed_at) throw new ApiError('registrationStep');
    const now = deps.clock.now();
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      row.user_id,
      passwordHash,
    ]);
    await tx.query('UPDATE registrations SET completed_at = $2 WHERE user_id = $1', [
      row.user_id,
      now,
    ]);
    // a reset link asked for the pending account's email is no way around this password either
    await endOldCredentials(tx, { userId: row.user_id, at: now });
  });
}
