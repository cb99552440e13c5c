// A sign-up through the real routes, for suites that need a registration (its link token) and
// not the SMS round trip: the code is issued by the real verificationCodes module and caught at
// its delivery, instead of being read back from the provider's outbox. finsh_reg needs the
// required identity images: storeIdentityImagesForTest uploads them through the real route.
import { identitySlotsOf, isIdentitySlotRequired } from '../../src/domain/accounts/identityImages';
import { PATHS, apiUrl, type SignUpResult } from '../../src/domain/api';
import { pngFile } from '../../src/domain/media/testing/imageFixtures';
import { issueVerificationCode } from '../src/accounts/verificationCodes';
import type { Clock } from '../src/clock';
import { call, type CallResult } from './client';
import { multipartBody } from './multipart';
import type { TestApp } from './testApp';

// published examples of valid check digits (GB 11643, GB 32100)
export const TEST_RESIDENT_ID = '11010519491231002X';
export const TEST_CREDIT_CODE = '91350100M000100Y43';

/** The details sign-up asks of each account type (domain/accounts/subjectDetails.ts). */
export const TEST_PERSONAL_DETAILS = { address: '1 Test Street, Dongcheng, Beijing' };
export const TEST_COMPANY_DETAILS = {
  legalRepresentative: 'Test Representative',
  address: '88 Test Road, Chaoyang, Beijing',
  contactName: 'Test Contact',
  contactPhone: '010-6552 9988',
  contactEmail: 'contact@example.com',
};

let phone = 13900000000;

/** The sign-up call with a fresh SMS code; `fields` replace or add body fields (bad input). */
export async function signUpCallForTest(
  app: TestApp,
  clock: Clock,
  options: {
    loginName: string;
    type?: 'personal' | 'company';
    language?: string;
    fields?: Record<string, unknown>;
    /** the caller's address (the default inject address when omitted) */
    remoteAddress?: string;
  },
): Promise<CallResult<SignUpResult>> {
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
  return call<SignUpResult>(app.app, apiUrl(company ? PATHS.addCompany : PATHS.addPerformer), {
    json: {
      ...(company
        ? {
            ...common,
            ...TEST_COMPANY_DETAILS,
            companyName: 'Test Company',
            creditCode: TEST_CREDIT_CODE,
          }
        : { ...common, ...TEST_PERSONAL_DETAILS, idNumber: TEST_RESIDENT_ID }),
      ...options.fields,
    },
    language: options.language ?? 'en',
    remoteAddress: options.remoteAddress,
  });
}

export async function signUpForTest(
  app: TestApp,
  clock: Clock,
  options: { loginName: string; type?: 'personal' | 'company'; language?: string },
): Promise<SignUpResult> {
  const made = await signUpCallForTest(app, clock, options);
  if (made.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(made.body)}`);
  return made.body.result;
}

/** Stores a small PNG in every required identity slot of the registration behind `token`. */
export async function storeIdentityImagesForTest(
  app: Pick<TestApp['app'], 'inject'>,
  token: string,
  type: 'personal' | 'company' = 'personal',
): Promise<void> {
  for (const slot of identitySlotsOf(type).filter(isIdentitySlotRequired)) {
    const { payload, contentType } = multipartBody(
      { token, slot },
      { name: `${slot}.png`, bytes: pngFile(40, 30), type: 'image/png' },
    );
    const res = await app.inject({
      method: 'POST',
      url: apiUrl(PATHS.registrationImage),
      payload,
      headers: { 'content-type': contentType },
    });
    if (res.statusCode !== 200) throw new Error(`image ${slot} refused: ${res.body}`);
  }
}
