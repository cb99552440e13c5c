// The contact form (advisory_mail): the graphic code first (one use), then the send limits per
// client address and per sender email (mail/sendLimits.ts), then two mails in one transaction:
// the message to the operator's address and an acknowledgement to the sender in the form's language.
import type { ContactInput } from '../../../src/domain/help/contact';
import { DEFAULT_LANGUAGE, type ApiLanguage } from '../../../src/domain/locale';
import { checkCaptcha } from '../accounts/captcha';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { queueMail } from '../mail/mailJob';
import { limitSend, type SendLimitOverrides } from '../mail/sendLimits';

export interface ContactDeps {
  db: Db;
  clock: Clock;
  secret: string;
  /** where the messages go (CONTACT_MAIL_TO) */
  operatorAddress: string;
  /** other send limits than mail/sendLimits.ts's (tests) */
  sendLimits?: SendLimitOverrides;
}

export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  address: string,
  language: ApiLanguage,
): Promise<void> {
  const mailDeps = { clock: deps.clock, secret: deps.secret };
  const captcha = await checkCaptcha(deps.db, mailDeps, input.captchaId, input.captcha);
  if (!captcha.ok) throw new ApiError('captchaInvalid');
  await deps.db.transaction(async (tx) => {
    await limitSend(tx, { ...mailDeps, limits: deps.sendLimits }, 'contact', {
      address,
      recipient: input.email.trim().toLowerCase(),
    });
    await queueMail(tx, mailDeps, {
      template: 'contactOperator',
      to: deps.operatorAddress,
      // the operator reads the portal's default language; the sender's is named in the mail
      language: DEFAULT_LANGUAGE,
      params: {
        name: input.name,
        email: input.email,
        title: input.title,
        message: input.message,
        language,
      },
    });
    await queueMail(tx, mailDeps, {
      template: 'contactAcknowledgement',
      to: input.email,
      language,
      params: { name: input.name, title: input.title },
    });
  });
}
