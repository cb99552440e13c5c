// A sign-up through the real routes, for suites that need a registration (its link token) and
// not the SMS round trip: the code is issued by the real verificationCodes module and caught at
// its delivery, instead of being read back from the provider's outbox.
import { PATHS, apiUrl, type SignUpResult } from '../../src/domain/api';
import { issueVerificationCode } from '../src/accounts/verificationCodes';
import type { Clock } from '../src/clock';
import { call } from './client';
import type { TestApp } from './testApp';

// published examples of valid check digits (GB 11643, GB 32100)
export const TEST_RESIDENT_ID = '11010519491231002X';
export const TEST_CREDIT_CODE = '91350100M000100Y43';

let phone = 13900000000;

export async function signUpForTest(
  app: TestApp,
  clock: Clock,
  options: { loginName: string; type?: 'personal' | 'company'; language?: string },
): Promise<SignUpResult> {
  const telephone = String(++phone);
  let smsCode = '';
  await issueVerificationCode(
    app.db,
    { clock, secret: app.config.secrets.signingSecret },
    { purpose: 'register', target: `+86${telephone}`, address: `10.99.${phone % 250}.1` },
    async (_tx, code) => {
      smsCode = code;
    },
  );
  const common = {
    loginName: options.loginName,
    name: 'Test Person',
    email: `${options.loginName}@example.com`,
    telArea: '86',
    telephone,
    smsCode,
  };
  const company = options.type === 'company';
  const made = await call<SignUpResult>(
    app.app,
    apiUrl(company ? PATHS.addCompany : PATHS.addPerformer),
    {
      json: company
        ? { ...common, companyName: 'Test Company', creditCode: TEST_CREDIT_CODE }
        : { ...common, idNumber: TEST_RESIDENT_ID },
      language: options.language ?? 'en',
    },
  );
  if (made.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(made.body)}`);
  return made.body.result;
}
