// The recovery calls of spec section 7 (and our captcha). Screens call these, never fetch.
import { api } from '../../app/api/api';
import { PATHS, type CaptchaResult, type ResetPwdInfo } from '../../domain/api';

export function fetchCaptcha(): Promise<CaptchaResult> {
  return api.request<CaptchaResult>(PATHS.captcha, { method: 'POST', body: {} });
}

export function postResetRequest(body: {
  email: string;
  captchaId: string;
  captcha: string;
}): Promise<unknown> {
  return api.request<unknown>(PATHS.restPassword, { method: 'POST', body });
}

export function fetchResetInfo(token: string): Promise<ResetPwdInfo> {
  return api.request<ResetPwdInfo>(PATHS.restPwdInfo, { method: 'POST', body: { token } });
}

export function postNewPassword(body: {
  token: string;
  password: string;
  userId: string;
}): Promise<unknown> {
  return api.request<unknown>(PATHS.upRestPwd, { method: 'POST', body });
}
