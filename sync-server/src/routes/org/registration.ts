// Sign-up (spec section 7): POST /code/add/sms, /org/add/user_performer, /org/add/user_company,
// /org/add/finsh_reg, /org/view/init_login_pwd, /org/up/init_login_pwd; and ours,
// /org/view/licence_agreement, the text the sign_contract step shows. All public: a registration
// is reached by its link token, never by a session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATHS, apiUrl, type LicenceAgreement } from '../../../../src/domain/api';
import {
  companySignUpSchema,
  finishRegistrationSchema,
  initPasswordSchema,
  performerSignUpSchema,
  registrationTokenSchema,
  smsCodeRequestSchema,
} from '../../../../src/domain/schemas/registration';
import { CURRENT_LICENCE, licenceSha256 } from '../../accounts/licence';
import {
  finishRegistration,
  initLoginPassword,
  readRegistration,
  sendRegistrationCode,
  signUp,
  type RegistrationDeps,
} from '../../accounts/registration';
import type { VerificationCodeLimits } from '../../accounts/verificationCodes';
import { okEnvelope } from '../../http/envelope';
import { clientAddressOf, languageOf } from '../../http/request';
import { parseInput } from '../../http/validate';
import type { RouteDeps } from '../deps';

/** The spec puts some of these in the query (telArea, telephone; token): query and body both count. */
function fieldsOf(request: FastifyRequest): unknown {
  const query = typeof request.query === 'object' && request.query !== null ? request.query : {};
  const body =
    typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
      ? request.body
      : {};
  return { ...query, ...body };
}

export function registerRegistrationRoutes(
  app: FastifyInstance,
  { db, config, clock, sendLimits }: RouteDeps,
  codeLimits?: VerificationCodeLimits,
): void {
  const deps: RegistrationDeps = {
    db,
    clock,
    secret: config.secrets.signingSecret,
    publicUrl: config.publicUrl,
    codeLimits,
    sendLimits,
  };
  const open = { config: { privilege: 'public' as const } };

  app.post(apiUrl(PATHS.smsCode), open, async (request) => {
    const language = languageOf(request);
    const input = parseInput(smsCodeRequestSchema, fieldsOf(request), language);
    const sent = await sendRegistrationCode(deps, input, clientAddressOf(request), language);
    return okEnvelope({ expiresAt: sent.expiresAt.toISOString() });
  });

  app.post(apiUrl(PATHS.addPerformer), open, async (request) => {
    const language = languageOf(request);
    const input = parseInput(performerSignUpSchema, fieldsOf(request), language);
    return okEnvelope(
      await signUp(deps, { ...input, accountType: 'personal' }, language, clientAddressOf(request)),
    );
  });

  app.post(apiUrl(PATHS.addCompany), open, async (request) => {
    const language = languageOf(request);
    const input = parseInput(companySignUpSchema, fieldsOf(request), language);
    return okEnvelope(
      await signUp(deps, { ...input, accountType: 'company' }, language, clientAddressOf(request)),
    );
  });

  app.post(apiUrl(PATHS.licenceAgreement), open, async (request) => {
    const language = languageOf(request);
    const text = CURRENT_LICENCE.texts[language];
    const result: LicenceAgreement = {
      version: CURRENT_LICENCE.version,
      language,
      text,
      sha256: licenceSha256(text),
    };
    return okEnvelope(result);
  });

  app.post(apiUrl(PATHS.finishRegistration), open, async (request) => {
    const input = parseInput(finishRegistrationSchema, fieldsOf(request), languageOf(request));
    return okEnvelope(await finishRegistration(deps, input, clientAddressOf(request)));
  });

  app.post(apiUrl(PATHS.initLoginPwdInfo), open, async (request) => {
    const input = parseInput(registrationTokenSchema, fieldsOf(request), languageOf(request));
    return okEnvelope(await readRegistration(deps, input));
  });

  app.post(apiUrl(PATHS.initLoginPwd), open, async (request) => {
    const input = parseInput(initPasswordSchema, fieldsOf(request), languageOf(request));
    await initLoginPassword(deps, input);
    return okEnvelope(null);
  });
}
