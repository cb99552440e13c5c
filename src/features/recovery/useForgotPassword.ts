// The forgotten-password form: email and the server's graphic code. A refused code is used up on
// the server, so every failure draws a new picture; the answer never says whether the email exists.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '../../app/api/errors';
import {
  validateAccountEmail,
  validateVerificationCode,
  type AccountFieldCode,
} from '../../domain/accounts';
import type { CaptchaResult } from '../../domain/api';
import { reportError } from '../../data/errorLog';
import { fetchCaptcha, postResetRequest } from './recoveryCalls';

export interface ForgotState {
  email: string;
  captcha: string;
  errors: { email?: AccountFieldCode; captcha?: AccountFieldCode };
  picture: CaptchaResult | null;
  pictureFailed: boolean;
  failure: unknown;
  isSubmitting: boolean;
  /** the address the link was asked for, once the server answered */
  sentTo: string | null;
}

const INITIAL: ForgotState = {
  email: '',
  captcha: '',
  errors: {},
  picture: null,
  pictureFailed: false,
  failure: null,
  isSubmitting: false,
  sentTo: null,
};

export function useForgotPassword() {
  const [state, setState] = useState<ForgotState>(INITIAL);
  const update = (patch: Partial<ForgotState>) => setState((s) => ({ ...s, ...patch }));

  const newPicture = useCallback(async () => {
    setState((s) => ({ ...s, captcha: '', picture: null, pictureFailed: false }));
    try {
      const picture = await fetchCaptcha();
      setState((s) => ({ ...s, picture }));
    } catch (error) {
      reportError('recovery.captcha', error);
      setState((s) => ({ ...s, picture: null, pictureFailed: true }));
    }
  }, []);

  useEffect(() => {
    void newPicture();
  }, [newPicture]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.isSubmitting) return;
    const errors = {
      email: validateAccountEmail(state.email) ?? undefined,
      captcha: validateVerificationCode(state.captcha) ?? undefined,
    };
    update({ errors, failure: null });
    if (errors.email || errors.captcha || !state.picture) return;
    update({ isSubmitting: true });
    try {
      await postResetRequest({
        email: state.email.trim(),
        captchaId: state.picture.captchaId,
        captcha: state.captcha.trim(),
      });
      update({ isSubmitting: false, sentTo: state.email.trim() });
    } catch (failure) {
      // a refusal in the envelope is the form's answer; anything else is a failure worth keeping
      if (!isApiError(failure)) reportError('recovery.resetRequest', failure);
      update({ failure, isSubmitting: false });
      void newPicture();
    }
  };

  return {
    state,
    setEmail: (email: string) => update({ email, errors: { ...state.errors, email: undefined } }),
    setCaptcha: (captcha: string) =>
      update({ captcha, errors: { ...state.errors, captcha: undefined } }),
    newPicture: () => void newPicture(),
    submit,
  };
}
