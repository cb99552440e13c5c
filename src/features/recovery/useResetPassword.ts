// /resetPwd?token=...: reads the link first (whose account, or why it cannot be used), then sets
// the new password with the same rules the server applies (domain/accounts).
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../app/api/errors';
import {
  validateNewPassword,
  validatePasswordConfirmation,
  type AccountFieldCode,
} from '../../domain/accounts';
import type { ResetPwdInfo } from '../../domain/api';
import { reportError } from '../../data/errorLog';
import { fetchResetInfo, postNewPassword } from './recoveryCalls';

const LINK_CODES = new Set(['linkExpired', 'linkUsed', 'linkInvalid']);

export type ResetPhase =
  | { kind: 'checking' }
  | { kind: 'form'; info: ResetPwdInfo }
  /** the link cannot be used (expired, used, unknown): the failure says which, in the page's language */
  | { kind: 'linkProblem'; failure: unknown }
  | { kind: 'done' };

export interface ResetFormState {
  password: string;
  confirmation: string;
  errors: { password?: AccountFieldCode; confirmation?: AccountFieldCode };
  failure: unknown;
  isSubmitting: boolean;
}

export function useResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [phase, setPhase] = useState<ResetPhase>({ kind: 'checking' });
  const [form, setForm] = useState<ResetFormState>({
    password: '',
    confirmation: '',
    errors: {},
    failure: null,
    isSubmitting: false,
  });
  const update = (patch: Partial<ResetFormState>) => setForm((f) => ({ ...f, ...patch }));

  useEffect(() => {
    let isCurrent = true;
    setPhase({ kind: 'checking' });
    fetchResetInfo(token).then(
      (info) => isCurrent && setPhase({ kind: 'form', info }),
      (failure: unknown) => {
        if (!isCurrent) return;
        if (!isApiError(failure) || !LINK_CODES.has(String(failure.code)))
          reportError('recovery.resetInfo', failure);
        setPhase({ kind: 'linkProblem', failure });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.isSubmitting || phase.kind !== 'form') return;
    const errors = {
      password: validateNewPassword(form.password) ?? undefined,
      confirmation: validatePasswordConfirmation(form.password, form.confirmation) ?? undefined,
    };
    update({ errors, failure: null });
    if (errors.password || errors.confirmation) return;
    update({ isSubmitting: true });
    try {
      await postNewPassword({ token, password: form.password, userId: phase.info.userId });
      setPhase({ kind: 'done' });
    } catch (failure) {
      // a refusal (wrong code, used link) is the server's answer; anything else is a failure
      if (!isApiError(failure)) reportError('recovery.setPassword', failure);
      update({ isSubmitting: false });
      if (!isApiError(failure)) reportError('recovery.reset', failure);
      // used or expired meanwhile (another tab, the half hour ran out): the page says so
      if (isApiError(failure) && LINK_CODES.has(String(failure.code)))
        setPhase({ kind: 'linkProblem', failure });
      else update({ failure });
    }
  };

  return {
    phase,
    form,
    setPassword: (password: string) =>
      update({ password, errors: { ...form.errors, password: undefined } }),
    setConfirmation: (confirmation: string) =>
      update({ confirmation, errors: { ...form.errors, confirmation: undefined } }),
    submit,
  };
}
