// /account/personal: the form starts from the session's user (the device's last known copy when
// offline); both changes are confirmed by the server, then the session's user info is read again.
import { useState, type FormEvent } from 'react';
import { isApiError, isNetworkError } from '../../app/api/errors';
import { loadUserInfo } from '../../app/session/authFlow';
import { useSession } from '../../app/session/useSession';
import {
  validateAccountEmail,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../../domain/accounts';
import { validateMobile, validateTelArea } from '../../domain/accounts/mobile';
import { reportError } from '../../data/errorLog';
import { postChangePassword, postPersonalInfo } from './personalCalls';

type Errors = Partial<Record<string, string>>;
type Outcome = { kind: 'idle' } | { kind: 'done' } | { kind: 'failed'; failure: unknown };

function splitPhone(phone: string): { telArea: string; telephone: string } {
  // stored as E.164; the portal's numbers are mostly +86, others are typed again
  return phone.startsWith('+86')
    ? { telArea: '86', telephone: phone.slice(3) }
    : { telArea: '86', telephone: '' };
}

/** A refusal or an unreachable server is shown as is; anything else is also a fault. */
const isExpected = (error: unknown) => isApiError(error) || isNetworkError(error);

export function usePersonal() {
  const { user, isOffline, userSavedAt } = useSession();
  const [info, setInfo] = useState(() => ({
    name: user?.name ?? '',
    email: user?.email ?? '',
    ...splitPhone(user?.phone ?? ''),
  }));
  const [pw, setPw] = useState({ current: '', next: '', confirmation: '' });
  const [infoErrors, setInfoErrors] = useState<Errors>({});
  const [pwErrors, setPwErrors] = useState<Errors>({});
  const [infoOutcome, setInfoOutcome] = useState<Outcome>({ kind: 'idle' });
  const [pwOutcome, setPwOutcome] = useState<Outcome>({ kind: 'idle' });

  const saveInfo = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Errors = {
      name: info.name.trim() === '' ? 'required' : undefined,
      email: validateAccountEmail(info.email) ?? undefined,
      telArea: validateTelArea(info.telArea) ?? undefined,
      telephone: validateMobile(info.telArea, info.telephone) ?? undefined,
    };
    setInfoErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    try {
      await postPersonalInfo(info);
      await loadUserInfo();
      setInfoOutcome({ kind: 'done' });
    } catch (error) {
      if (!isExpected(error)) reportError('personal.saveInfo', error);
      setInfoOutcome({ kind: 'failed', failure: error });
    }
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Errors = {
      current: pw.current === '' ? 'required' : undefined,
      next: validateNewPassword(pw.next) ?? undefined,
      confirmation: validatePasswordConfirmation(pw.next, pw.confirmation) ?? undefined,
    };
    setPwErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    try {
      await postChangePassword({
        currentPassword: pw.current,
        password: pw.next,
        confirmPassword: pw.confirmation,
      });
      setPw({ current: '', next: '', confirmation: '' });
      setPwOutcome({ kind: 'done' });
    } catch (error) {
      if (!isExpected(error)) reportError('personal.changePassword', error);
      setPwOutcome({ kind: 'failed', failure: error });
    }
  };

  const retry = () => {
    loadUserInfo().catch((error: unknown) => reportError('personal.reload', error));
  };

  return {
    /** the server was out of reach at start: the form shows the device's copy of `savedAt` */
    isSavedCopy: isOffline,
    savedAt: userSavedAt,
    retry,
    info,
    setInfo: (patch: Partial<typeof info>) => setInfo((v) => ({ ...v, ...patch })),
    infoErrors,
    infoOutcome,
    saveInfo,
    pw,
    setPw: (patch: Partial<typeof pw>) => setPw((v) => ({ ...v, ...patch })),
    pwErrors,
    pwOutcome,
    savePassword,
  };
}
