// /invite_registration?token=...: reads the invitation first (whose, or why the link cannot be
// used), then creates the member with the rules the server applies (domain/accounts). The page
// takes the language the administrator chose for the invitee (the mail's); a switch still works.
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../app/api/errors';
import {
  validateNewLoginName,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../../domain/accounts';
import { validateMobile, validateTelArea } from '../../domain/accounts/mobile';
import type { InvitationInfo } from '../../domain/team/teamApi';
import { reportError } from '../../data/errorLog';
import { setLanguage } from '../../i18n/languageStore';
import { fetchInvitation, postInviteRegistration } from './teamCalls';

const LINK_CODES = new Set(['linkExpired', 'linkUsed', 'linkInvalid']);

export type InviteField =
  'name' | 'loginName' | 'password' | 'confirmation' | 'telArea' | 'telephone';
type Fields = Record<InviteField, string>;

export type InvitePhase =
  | { kind: 'checking' }
  | { kind: 'form'; info: InvitationInfo }
  | { kind: 'linkProblem'; failure: unknown }
  | { kind: 'done'; loginName: string };

function check(f: Fields): Partial<Record<InviteField, string>> {
  const errors: Partial<Record<InviteField, string>> = {};
  if (f.name.trim() === '') errors.name = 'required';
  errors.loginName = validateNewLoginName(f.loginName) ?? undefined;
  errors.password = validateNewPassword(f.password) ?? undefined;
  errors.confirmation = validatePasswordConfirmation(f.password, f.confirmation) ?? undefined;
  errors.telArea = validateTelArea(f.telArea) ?? undefined;
  if (!errors.telArea) errors.telephone = validateMobile(f.telArea, f.telephone) ?? undefined;
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined));
}

export function useInviteRegistration() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [phase, setPhase] = useState<InvitePhase>({ kind: 'checking' });
  const [fields, setFields] = useState<Fields>({
    name: '',
    loginName: '',
    password: '',
    confirmation: '',
    telArea: '86',
    telephone: '',
  });
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    fetchInvitation(token).then(
      (info) => {
        if (!isCurrent) return;
        // once per link: the invitee's later switch is theirs, and the account gets the page's
        setLanguage(info.language);
        setPhase({ kind: 'form', info });
        setFields((f) => ({ ...f, name: f.name || info.name }));
      },
      (problem: unknown) => {
        if (!isCurrent) return;
        if (!isApiError(problem) || !LINK_CODES.has(String(problem.code)))
          reportError('team.invitationInfo', problem);
        setPhase({ kind: 'linkProblem', failure: problem });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting || phase.kind !== 'form') return;
    const found = check(fields);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const made = await postInviteRegistration({
        token,
        name: fields.name,
        loginName: fields.loginName,
        password: fields.password,
        confirmPassword: fields.confirmation,
        telArea: fields.telArea,
        telephone: fields.telephone,
      });
      setPhase({ kind: 'done', loginName: made.loginName });
    } catch (problem) {
      setSubmitting(false);
      if (!isApiError(problem)) reportError('team.inviteRegistration', problem);
      if (isApiError(problem) && LINK_CODES.has(String(problem.code)))
        setPhase({ kind: 'linkProblem', failure: problem });
      else setFailure(problem);
    }
  };

  return {
    phase,
    fields,
    errors,
    failure,
    isSubmitting,
    set: (name: InviteField, value: string) => {
      setFields((f) => ({ ...f, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    submit,
  };
}
