// The contact form: name, email, subject, message and the server's graphic code. A refused code is
// used up on the server, so every failure draws a new picture; what was typed stays.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '../../app/api/errors';
import { validateAccountEmail, validateVerificationCode } from '../../domain/accounts';
import type { CaptchaResult } from '../../domain/api';
import { validateContactField, type ContactField } from '../../domain/help/contact';
import { reportError } from '../../data/errorLog';
import { fetchCaptcha } from '../recovery/recoveryCalls';
import { postContactMessage } from './contactCalls';

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export interface ContactState {
  values: ContactValues;
  errors: ContactErrors;
  picture: CaptchaResult | null;
  pictureFailed: boolean;
  failure: unknown;
  isSubmitting: boolean;
  /** the address the acknowledgement went to, once sent */
  sentTo: string | null;
}

const EMPTY: ContactValues = { name: '', email: '', title: '', message: '', captcha: '' };

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'title', 'message'] as const) {
    const code = validateContactField(field, values[field]);
    if (code) errors[field] = code;
  }
  const email = validateAccountEmail(values.email);
  if (email) errors.email = email;
  const captcha = validateVerificationCode(values.captcha);
  if (captcha) errors.captcha = captcha;
  return errors;
}

export function useContactForm() {
  const [state, setState] = useState<ContactState>({
    values: EMPTY,
    errors: {},
    picture: null,
    pictureFailed: false,
    failure: null,
    isSubmitting: false,
    sentTo: null,
  });

  const newPicture = useCallback(async () => {
    setState((s) => ({
      ...s,
      values: { ...s.values, captcha: '' },
      picture: null,
      pictureFailed: false,
    }));
    try {
      const picture = await fetchCaptcha();
      setState((s) => ({ ...s, picture }));
    } catch (error) {
      reportError('contact.captcha', error);
      setState((s) => ({ ...s, pictureFailed: true }));
    }
  }, []);

  useEffect(() => {
    void newPicture();
  }, [newPicture]);

  const setField = (field: ContactField, value: string) =>
    setState((s) => ({
      ...s,
      values: { ...s.values, [field]: value },
      errors: { ...s.errors, [field]: undefined },
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.isSubmitting) return;
    const errors = validateContact(state.values);
    setState((s) => ({ ...s, errors, failure: null }));
    if (Object.keys(errors).length > 0 || !state.picture) return;
    setState((s) => ({ ...s, isSubmitting: true }));
    const { values, picture } = state;
    try {
      await postContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        title: values.title.trim(),
        message: values.message.trim(),
        captchaId: picture.captchaId,
        captcha: values.captcha.trim(),
      });
      setState((s) => ({ ...s, isSubmitting: false, sentTo: values.email.trim() }));
    } catch (failure) {
      // a refusal in the envelope is the form's answer; anything else is a failure worth keeping
      if (!isApiError(failure)) reportError('contact.send', failure);
      setState((s) => ({ ...s, failure, isSubmitting: false }));
      void newPicture();
    }
  };

  const again = () => {
    setState((s) => ({ ...s, values: EMPTY, errors: {}, sentTo: null, failure: null }));
    void newPicture();
  };

  return { state, setField, newPicture: () => void newPicture(), submit, again };
}
