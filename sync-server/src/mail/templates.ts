// The mails the portal sends, one typed entry each: the schema of its parameters and how its
// parts are composed from catalogue texts (`mail.<kind>.*` in src/i18n/locales, both languages,
// never shipped to the browser). A new mail is one entry here and its texts in both catalogues.
import { z } from 'zod';
import { ContactLimits } from '../../../src/domain/help/contact';
import { API_LANGUAGES, type ApiLanguage } from '../../../src/domain/locale';
import type { MessageParams } from '../http/apiError';
import { translateMessage } from '../http/i18n';

/** What render.ts lays out as the plain-text part and the HTML part alike. */
export interface MailContent {
  subject: string;
  greeting: string;
  /** before the action */
  paragraphs: string[];
  /** the one thing to do: a button in HTML, the address on its own line in text */
  action?: { label: string; url: string };
  /** after the action: how long the link lasts, what to do if it was not asked for */
  notes: string[];
}

export type Translate = (id: string, params?: MessageParams) => string;

interface MailTemplate<P> {
  params: z.ZodType<P>;
  compose(params: P, t: Translate): MailContent;
}

const define = <P>(template: MailTemplate<P>): MailTemplate<P> => template;

/** Links in mails lead to the portal over http(s) only; anything else is a bug upstream. */
const portalLink = z.url({ protocol: /^https?$/ });
const personName = z.string().trim().max(200);

function greeting(name: string, t: Translate): string {
  return name ? t('mail.common.greeting', { name }) : t('mail.common.greetingAnonymous');
}

export const MAIL_TEMPLATES = {
  /** the forgotten-password flow (spec: email plus graphic code, then this mail) */
  resetPassword: define({
    params: z.object({
      name: personName,
      login: z.string().min(1).max(200),
      link: portalLink,
      expiresInMinutes: z.number().int().positive(),
    }),
    compose: (p, t) => ({
      subject: t('mail.resetPassword.subject'),
      greeting: greeting(p.name, t),
      paragraphs: [t('mail.resetPassword.intro', { login: p.login })],
      action: { label: t('mail.resetPassword.action'), url: p.link },
      notes: [
        t('mail.resetPassword.expiry', { minutes: p.expiresInMinutes }),
        t('mail.resetPassword.ignore'),
      ],
    }),
  }),
  /** a team member invited by email (spec: invite registration) */
  invitation: define({
    params: z.object({
      name: personName,
      inviter: z.string().trim().min(1).max(200),
      organisation: z.string().trim().min(1).max(300),
      link: portalLink,
      expiresInDays: z.number().int().positive(),
    }),
    compose: (p, t) => ({
      subject: t('mail.invitation.subject', { inviter: p.inviter, organisation: p.organisation }),
      greeting: greeting(p.name, t),
      paragraphs: [
        t('mail.invitation.intro', { inviter: p.inviter, organisation: p.organisation }),
      ],
      action: { label: t('mail.invitation.action'), url: p.link },
      notes: [
        t('mail.invitation.expiry', { days: p.expiresInDays }),
        t('mail.invitation.ignore', { inviter: p.inviter }),
      ],
    }),
  }),
  /** a registration left half-way can be taken up again from this link */
  registrationResume: define({
    params: z.object({
      name: personName,
      link: portalLink,
      expiresInDays: z.number().int().positive(),
    }),
    compose: (p, t) => ({
      subject: t('mail.registrationResume.subject'),
      greeting: greeting(p.name, t),
      paragraphs: [t('mail.registrationResume.intro')],
      action: { label: t('mail.registrationResume.action'), url: p.link },
      notes: [
        t('mail.registrationResume.expiry', { days: p.expiresInDays }),
        t('mail.registrationResume.ignore'),
      ],
    }),
  }),
  /** to every administrator when a partner changes a contract's bank account (issue 14) */
  bankAccountChanged: define({
    params: z.object({
      name: personName,
      changedBy: z.string().trim().max(200),
      contractNumber: z.string().trim().min(1).max(200),
      account: z.string().trim().min(1).max(300),
      payableFrom: z.iso.datetime(),
      link: portalLink,
    }),
    compose: (p, t) => {
      const contract = p.contractNumber;
      return {
        subject: t('mail.bankAccountChanged.subject', { contract }),
        greeting: greeting(p.name, t),
        paragraphs: [
          t('mail.bankAccountChanged.intro', {
            changedBy: p.changedBy,
            contract,
            account: p.account,
          }),
          t('mail.bankAccountChanged.hold', {
            time: p.payableFrom.replace('T', ' ').slice(0, 16),
          }),
        ],
        action: { label: t('mail.bankAccountChanged.action'), url: p.link },
        notes: [t('mail.bankAccountChanged.warning')],
      };
    },
  }),
  /** to every full administrator when a member's roles change (issue 28) */
  rolesChanged: define({
    params: z.object({
      name: personName,
      actor: z.string().trim().min(1).max(200),
      member: z.string().trim().min(1).max(400),
      organisation: z.string().trim().min(1).max(300),
      before: z.string().trim().min(1).max(500),
      after: z.string().trim().min(1).max(500),
      link: portalLink,
    }),
    compose: (p, t) => ({
      subject: t('mail.rolesChanged.subject', { member: p.member }),
      greeting: greeting(p.name, t),
      paragraphs: [
        t('mail.rolesChanged.intro', {
          actor: p.actor,
          member: p.member,
          organisation: p.organisation,
        }),
        t('mail.rolesChanged.before', { roles: p.before }),
        t('mail.rolesChanged.after', { roles: p.after }),
      ],
      action: { label: t('mail.rolesChanged.action'), url: p.link },
      notes: [t('mail.rolesChanged.warning')],
    }),
  }),
  /** the contact form's message (advisory_mail), to the operator's address */
  contactOperator: define({
    params: z.object({
      name: z.string().trim().min(1).max(ContactLimits.nameMax),
      email: z.email(),
      title: z.string().trim().min(1).max(ContactLimits.titleMax),
      message: z.string().trim().min(1).max(ContactLimits.messageMax),
      language: z.enum(API_LANGUAGES),
    }),
    compose: (p, t) => ({
      subject: t('mail.contactOperator.subject', { title: p.title }),
      greeting: t('mail.common.greetingAnonymous'),
      paragraphs: [
        t('mail.contactOperator.intro', { name: p.name, email: p.email }),
        t('mail.contactOperator.titleLine', { title: p.title }),
        // the sender's paragraphs as they typed them (render.ts escapes every text)
        ...p.message.split(/\n\s*\n/).map((para) => para.trim()),
      ],
      notes: [
        t('mail.contactOperator.language', {
          language: t(p.language === 'en' ? 'mail.contactOperator.en' : 'mail.contactOperator.zh'),
        }),
      ],
    }),
  }),
  /** the contact form's acknowledgement, to the sender in the language of the form */
  contactAcknowledgement: define({
    params: z.object({
      name: z.string().trim().min(1).max(ContactLimits.nameMax),
      title: z.string().trim().min(1).max(ContactLimits.titleMax),
    }),
    compose: (p, t) => ({
      subject: t('mail.contactAcknowledgement.subject'),
      greeting: greeting(p.name, t),
      paragraphs: [t('mail.contactAcknowledgement.intro', { title: p.title })],
      notes: [t('mail.contactAcknowledgement.ignore')],
    }),
  }),
};

export type MailTemplateKind = keyof typeof MAIL_TEMPLATES;
export type MailParams<K extends MailTemplateKind> = z.infer<(typeof MAIL_TEMPLATES)[K]['params']>;
export const MAIL_TEMPLATE_KINDS = Object.keys(MAIL_TEMPLATES) as [
  MailTemplateKind,
  ...MailTemplateKind[],
];

/** The product's name in the recipient's language (subjects, sender name, signature). */
export function productName(language: ApiLanguage): string {
  return translateMessage(language, 'app.name');
}

/** A translator for one language that always knows the product's name. */
export function translatorFor(language: ApiLanguage): Translate {
  const product = productName(language);
  return (id, params = {}) =>
    translateMessage(language, id, { product, ...params }, () => {
      throw new Error(`no catalogue text ${id}`);
    });
}

/** Checks the parameters against the template's schema; throws a ZodError when they do not fit. */
export function composeMail<K extends MailTemplateKind>(
  kind: K,
  language: ApiLanguage,
  params: unknown,
): MailContent {
  const template: MailTemplate<MailParams<K>> = MAIL_TEMPLATES[kind] as MailTemplate<MailParams<K>>;
  return template.compose(template.params.parse(params), translatorFor(language));
}
