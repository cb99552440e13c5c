// The steps reached by the registration link (sign_contract, register_complete, set_password):
// read the link first (whose registration, how far it got, or why it cannot be used) and send the
// person to the step the server says, so a link from the mail resumes where they stopped.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../app/api/errors';
import { reportError } from '../../data/errorLog';
import type { RegistrationInfo, RegistrationStep } from '../../domain/api';
import { routePath } from '../../domain/routes';
import { fetchRegistration } from './registerCalls';

export const LINK_CODES = new Set(['linkExpired', 'linkUsed', 'linkInvalid']);

export type LinkPhase =
  | { kind: 'checking' }
  | { kind: 'ready'; info: RegistrationInfo }
  | { kind: 'linkProblem'; failure: unknown };

export function stepUrl(step: RegistrationStep | 'register_complete', token: string): string {
  return `${routePath(`register-${step}`)}?token=${encodeURIComponent(token)}`;
}

/** `accepts`: the server steps this page serves; any other sends the person to that step. */
export function useRegistrationLink(accepts: readonly RegistrationStep[]) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [phase, setPhase] = useState<LinkPhase>({ kind: 'checking' });
  const acceptsKey = accepts.join(',');

  useEffect(() => {
    let isCurrent = true;
    setPhase({ kind: 'checking' });
    fetchRegistration(token).then(
      (info) => {
        if (!isCurrent) return;
        if (!acceptsKey.split(',').includes(info.step))
          void navigate(stepUrl(info.step, token), { replace: true });
        else setPhase({ kind: 'ready', info });
      },
      (failure: unknown) => {
        if (!isCurrent) return;
        if (!isApiError(failure) || !LINK_CODES.has(String(failure.code)))
          reportError('register.linkInfo', failure);
        setPhase({ kind: 'linkProblem', failure });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token, acceptsKey, navigate]);

  return { token, phase, setPhase };
}
