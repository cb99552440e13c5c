import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  hasLoginErrors,
  safeRedirectPath,
  validateLoginForm,
  type LoginFormErrors,
} from '../../domain/account';
import { isApiError } from '../../app/api/errors';
import { logIn } from '../../app/session/authFlow';
import { routePath } from '../../domain/routes';
import { reportError } from '../../data/errorLog';

export interface LoginFormState {
  loginName: string;
  password: string;
  isAuto: boolean;
  errors: LoginFormErrors;
  /** the failure of the last submit, shown as an alert */
  failure: unknown;
  isSubmitting: boolean;
}

/** `preloadFailure` starts loading the refusal banner's chunk as a submit goes to the server. */
export function useLoginForm(preloadFailure: () => Promise<unknown> = () => Promise.resolve()) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, setState] = useState<LoginFormState>({
    loginName: '',
    password: '',
    isAuto: false,
    errors: {},
    failure: null,
    isSubmitting: false,
  });

  const update = (patch: Partial<LoginFormState>) => setState((s) => ({ ...s, ...patch }));

  // The prerendered form can be typed into before the scripts arrive; hydration keeps what the
  // fields show but not the state, so the state takes what was typed.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = formRef.current ? readTypedValues(formRef.current) : null;
    if (typed) setState((s) => ({ ...s, ...typed }));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.isSubmitting) return;
    const errors = validateLoginForm(state);
    update({ errors, failure: null });
    if (hasLoginErrors(errors)) return;
    update({ isSubmitting: true });
    // a failed chunk load shows itself later, as the banner's own error
    preloadFailure().catch(() => undefined);
    try {
      await logIn({
        loginName: state.loginName.trim(),
        password: state.password,
        isAuto: state.isAuto,
      });
      navigate(safeRedirectPath(params.get('redirect'), routePath('dashboard-index')), {
        replace: true,
      });
    } catch (failure) {
      // a wrong password is the server's answer, not a fault: only the rest is kept
      if (!isApiError(failure)) reportError('auth.logIn', failure);
      update({ failure, isSubmitting: false });
    }
  };

  return {
    state,
    formRef,
    setLoginName: (loginName: string) =>
      update({ loginName, errors: { ...state.errors, loginName: undefined } }),
    setPassword: (password: string) =>
      update({ password, errors: { ...state.errors, password: undefined } }),
    setIsAuto: (isAuto: boolean) => update({ isAuto }),
    submit,
  };
}

/** Values typed into the form's named fields before React took it over; null when none were. */
function readTypedValues(
  form: HTMLFormElement,
): Pick<LoginFormState, 'loginName' | 'password' | 'isAuto'> | null {
  const field = (name: string) => form.elements.namedItem(name);
  const text = (name: string) => {
    const el = field(name);
    return el instanceof HTMLInputElement ? el.value : '';
  };
  const auto = field('isAuto');
  const typed = {
    loginName: text('loginName'),
    password: text('password'),
    isAuto: auto instanceof HTMLInputElement && auto.checked,
  };
  return typed.loginName || typed.password || typed.isAuto ? typed : null;
}
