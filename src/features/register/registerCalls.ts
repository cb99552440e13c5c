// The sign-up calls of spec section 7 (and our licence_agreement). Screens call these, never fetch.
import { api } from '../../app/api/api';
import type { IdentityImage, IdentityImageSlot } from '../../domain/accounts/identityImages';
import { subjectDetailFieldsOf, type SubjectDetails } from '../../domain/accounts/subjectDetails';
import {
  PATHS,
  type LicenceAgreement,
  type RegistrationInfo,
  type SignUpResult,
} from '../../domain/api';

export type AccountType = 'personal' | 'company';

/** The details (legal representative, address, contact) are sent for the account type only. */
export interface SignUpFields extends SubjectDetails {
  loginName: string;
  name: string;
  email: string;
  telArea: string;
  telephone: string;
  smsCode: string;
  /** personal: the resident ID */
  idNumber: string;
  /** company only */
  companyName: string;
  creditCode: string;
}

export function postSmsCode(telArea: string, telephone: string): Promise<unknown> {
  return api.request<unknown>(PATHS.smsCode, { method: 'POST', body: { telArea, telephone } });
}

export function postSignUp(type: AccountType, fields: SignUpFields): Promise<SignUpResult> {
  const { loginName, name, email, telArea, telephone, smsCode } = fields;
  const common = { loginName, name, email, telArea, telephone, smsCode };
  const details = Object.fromEntries(subjectDetailFieldsOf(type).map((f) => [f, fields[f]]));
  if (type === 'company')
    return api.request<SignUpResult>(PATHS.addCompany, {
      method: 'POST',
      body: {
        ...common,
        ...details,
        companyName: fields.companyName,
        creditCode: fields.creditCode,
      },
    });
  return api.request<SignUpResult>(PATHS.addPerformer, {
    method: 'POST',
    body: { ...common, ...details, idNumber: fields.idNumber },
  });
}

export function fetchRegistration(token: string): Promise<RegistrationInfo> {
  return api.request<RegistrationInfo>(PATHS.initLoginPwdInfo, { method: 'POST', body: { token } });
}

export function fetchLicence(): Promise<LicenceAgreement> {
  return api.request<LicenceAgreement>(PATHS.licenceAgreement, { method: 'POST', body: {} });
}

export function postFinishRegistration(body: {
  token: string;
  version: string;
  sha256: string;
}): Promise<RegistrationInfo> {
  return api.request<RegistrationInfo>(PATHS.finishRegistration, { method: 'POST', body });
}

export function postInitPassword(body: {
  token: string;
  password: string;
  loginName: string;
  userId: string;
}): Promise<unknown> {
  return api.request<unknown>(PATHS.initLoginPwd, { method: 'POST', body });
}

/** One identity image of the registration behind `token`; the server checks it again. */
export function postRegistrationImage(
  token: string,
  slot: IdentityImageSlot,
  file: File,
): Promise<IdentityImage> {
  // token and slot before the file: the server streams the file as it arrives
  const form = new FormData();
  form.append('token', token);
  form.append('slot', slot);
  form.append('file', file, file.name);
  return api.request<IdentityImage>(PATHS.registrationImage, { method: 'POST', body: form });
}

export interface RegistrationImages {
  slots: IdentityImageSlot[];
  images: IdentityImage[];
}

export function fetchRegistrationImages(token: string): Promise<RegistrationImages> {
  return api.request<RegistrationImages>(PATHS.registrationImages, {
    method: 'POST',
    body: { token },
  });
}
