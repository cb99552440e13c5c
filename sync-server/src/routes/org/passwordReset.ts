// Password recovery (spec section 7): POST /org/view/rest_password, /org/view/get_rest_pwd_info,
// /org/up/up_rest_pwd, and /code/add/generateToken for the graphic code the first one needs.
import type { FastifyInstance } from 'fastify';
import { PATHS, apiUrl, type CaptchaResult } from '../../../../src/domain/api';
import {
  resetInfoSchema,
  resetPasswordSchema,
  resetRequestSchema,
} from '../../../../src/domain/schemas/passwordReset';
import { captchaText, createCaptcha } from '../../accounts/captcha';
import {
  readResetInfo,
  requestPasswordReset,
  resetPassword,
  type ResetDeps,
} from '../../accounts/passwordReset';
import { okEnvelope } from '../../http/envelope';
import { clientAddressOf, languageOf } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

export function registerPasswordResetRoutes(
  app: FastifyInstance,
  { db, config, clock, sendLimits }: RouteDeps,
): void {
  const deps: ResetDeps = {
    db,
    clock,
    secret: config.secrets.signingSecret,
    publicUrl: config.publicUrl,
    sendLimits,
  };

  app.post(apiUrl(PATHS.captcha), { config: { privilege: 'public' } }, async () => {
    const captcha = await createCaptcha(
      db,
      { clock, secret: deps.secret },
      config.captchaFixedText ?? captchaText(),
    );
    const result: CaptchaResult = {
      captchaId: captcha.id,
      svg: captcha.svg,
      expiresAt: captcha.expiresAt.toISOString(),
    };
    return okEnvelope(result);
  });

  app.post(apiUrl(PATHS.restPassword), { config: { privilege: 'public' } }, async (request) => {
    const language = languageOf(request);
    const input = parseInput(resetRequestSchema, request.body, language);
    await requestPasswordReset(deps, input, clientAddressOf(request), language);
    // the same answer whether or not an account has this email
    return okEnvelope(null);
  });

  app.post(apiUrl(PATHS.restPwdInfo), { config: { privilege: 'public' } }, async (request) => {
    const input = parseInput(resetInfoSchema, request.body, languageOf(request));
    return okEnvelope(await readResetInfo(deps, input));
  });

  app.post(apiUrl(PATHS.upRestPwd), { config: { privilege: 'public' } }, async (request) => {
    const input = parseInput(resetPasswordSchema, request.body, languageOf(request));
    await resetPassword(deps, input, clientAddressOf(request));
    return okEnvelope(null);
  });
}
