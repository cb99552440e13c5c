// /register/register_info: the identity fields, checked with the server's rules (domain/accounts)
// before the SMS code and the sign-up are asked for; the answer's token opens the next step.
// The identity images go up with that token right after the sign-up; a refused upload keeps the
// person here with the account made, and the next try sends only what is still missing.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../app/api/errors';
import { reportError } from '../../data/errorLog';
import {
  DEFAULT_TEL_AREA,
  validateAccountEmail,
  validateCreditCode,
  validateMobile,
  validateNewLoginName,
  validateResidentId,
  validateVerificationCode,
  type AccountFieldCode,
  type AccountValidationCode,
} from '../../domain/accounts';
import {
  identitySlotsOf,
  isIdentitySlotRequired,
  type IdentityImageSlot,
} from '../../domain/accounts/identityImages';
import {
  EMPTY_SUBJECT_DETAILS,
  validateSubjectDetails,
} from '../../domain/accounts/subjectDetails';
import type { SignUpResult } from '../../domain/api';
import type { ImageFieldValue } from '../account/ImageField';
import {
  postRegistrationImage,
  postSignUp,
  postSmsCode,
  type AccountType,
  type SignUpFields,
} from './registerCalls';
import { stepUrl } from './useRegistrationLink';

export type InfoField = keyof SignUpFields;
type Errors = Partial<
  Record<InfoField | IdentityImageSlot, AccountValidationCode | AccountFieldCode>
>;
type Images = Partial<Record<IdentityImageSlot, ImageFieldValue>>;

const EMPTY: SignUpFields = {
  loginName: '',
  name: '',
  email: '',
  telArea: DEFAULT_TEL_AREA,
  telephone: '',
  smsCode: '',
  idNumber: '',
  companyName: '',
  creditCode: '',
  ...EMPTY_SUBJECT_DETAILS,
};

function check(type: AccountType, f: SignUpFields, images: Images, withCode: boolean): Errors {
  const need = (v: string) => (v.trim() === '' ? ('required' as const) : undefined);
  const errors: Errors = {
    loginName: validateNewLoginName(f.loginName) ?? undefined,
    name: need(f.name),
    email: validateAccountEmail(f.email) ?? undefined,
    telephone: validateMobile(f.telArea, f.telephone) ?? undefined,
    smsCode: withCode ? (validateVerificationCode(f.smsCode) ?? undefined) : undefined,
    ...validateSubjectDetails(type, f),
    ...(type === 'company'
      ? {
          companyName: need(f.companyName),
          creditCode: validateCreditCode(f.creditCode) ?? undefined,
        }
      : { idNumber: validateResidentId(f.idNumber) ?? undefined }),
    ...Object.fromEntries(
      identitySlotsOf(type)
        .filter((slot) => isIdentitySlotRequired(slot) && !images[slot])
        .map((slot) => [slot, 'required' as const]),
    ),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined));
}

export function useRegisterInfo(type: AccountType) {
  const navigate = useNavigate();
  const [fields, setFields] = useState<SignUpFields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState<'code' | 'submit' | null>(null);
  const [images, setImages] = useState<Images>({});
  const [made, setMade] = useState<SignUpResult | null>(null);

  const set = (field: InfoField, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const setImage = (slot: IdentityImageSlot, value: ImageFieldValue) => {
    setImages((i) => ({ ...i, [slot]: value }));
    setErrors((e) => ({ ...e, [slot]: undefined }));
  };

  /** Uploads every picked image not stored yet; a refusal stops at that image. */
  const uploadImages = async (token: string) => {
    for (const slot of identitySlotsOf(type)) {
      const value = images[slot];
      if (value?.kind !== 'picked') continue;
      const image = await postRegistrationImage(token, slot, value.file);
      setImages((i) => ({ ...i, [slot]: { kind: 'stored', image } }));
    }
  };

  const sendCode = async () => {
    const code = validateMobile(fields.telArea, fields.telephone);
    setFailure(null);
    if (code !== null) return setErrors((e) => ({ ...e, telephone: code }));
    setBusy('code');
    try {
      await postSmsCode(fields.telArea, fields.telephone);
      setCodeSent(true);
    } catch (error) {
      if (!isApiError(error)) reportError('register.sendCode', error);
      setFailure(error);
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(type, fields, images, made === null);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy('submit');
    try {
      const signedUp = made ?? (await postSignUp(type, fields));
      setMade(signedUp);
      await uploadImages(signedUp.token);
      void navigate(stepUrl(signedUp.step, signedUp.token));
    } catch (error) {
      if (!isApiError(error)) reportError('register.signUp', error);
      setFailure(error);
      setBusy(null);
    }
  };

  return {
    fields,
    errors,
    failure,
    codeSent,
    busy,
    images,
    isSignedUp: made !== null,
    set,
    setImage,
    sendCode,
    submit,
  };
}
