// Every template renders in both languages with a text and an HTML part that carry the same link,
// with no placeholder left; the recipient's words are escaped in HTML; a link that is not http(s)
// is refused before anything is queued.
import { describe, expect, it } from 'vitest';
import { API_LANGUAGES } from '../../../src/domain/locale';
import { escapeHtml, renderMail } from './render';
import { MAIL_TEMPLATE_KINDS, type MailParams, type MailTemplateKind } from './templates';

const LINK = 'https://portal.example/resetPwd?token=AbC_123-xyz&lang=en';
const SAMPLES: { [K in MailTemplateKind]: MailParams<K> } = {
  resetPassword: { name: 'Ada', login: 'ada-admin', link: LINK, expiresInMinutes: 30 },
  invitation: {
    name: '',
    inviter: 'Lin Wei',
    organisation: 'Acme Music',
    link: LINK,
    expiresInDays: 7,
  },
  registrationResume: { name: 'Ada', link: LINK, expiresInDays: 7 },
  bankAccountChanged: {
    name: 'Ada',
    changedBy: 'Lin Wei',
    contractNumber: 'HT-2026-001',
    account: 'Deutsche Bank •••• 3000',
    payableFrom: '2026-01-18T09:00:00.000Z',
    link: LINK,
  },
  rolesChanged: {
    name: 'Ada',
    actor: 'Lin Wei (lin-admin)',
    member: 'demo-manager',
    organisation: 'Acme Music',
    before: 'Administrator without distribution rights',
    after: 'Administrator',
    link: LINK,
  },
  contactOperator: {
    name: 'Ada',
    email: 'ada@example.com',
    title: 'Batch upload',
    message: 'First paragraph.\n\nSecond <b>paragraph</b>.',
    language: 'en',
  },
  contactAcknowledgement: { name: 'Ada', title: 'Batch upload' },
};
/** the contact form's mails lead nowhere: they carry the sender's words, not a link */
const LINKLESS: readonly MailTemplateKind[] = ['contactOperator', 'contactAcknowledgement'];
const HAN = /[\u4e00-\u9fff]/;

describe('mail templates', () => {
  it.each(
    MAIL_TEMPLATE_KINDS.flatMap((kind) =>
      API_LANGUAGES.map((language) => [kind, language] as const),
    ),
  )('%s renders in %s', (kind, language) => {
    const mail = renderMail(kind, language, SAMPLES[kind]);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\{\w+\}/);
      expect(HAN.test(part)).toBe(language === 'zh-hans');
    }
    if (LINKLESS.includes(kind)) {
      expect(mail.links).toEqual([]);
      expect(mail.html).not.toContain('href=');
    } else {
      expect(mail.links).toEqual([LINK]);
      // the link alone on a line of the text part; an href (escaped) and visible in the HTML part
      expect(mail.text.split('\n')).toContain(LINK);
      expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
    }
    expect(mail.html).toContain(`<html lang="${language === 'en' ? 'en' : 'zh-Hans'}">`);
    expect(mail.subject).toContain(
      language === 'en' ? 'Rights Partner Portal' : '音乐版权合作伙伴门户',
    );
  });

  it('says how long the link lasts and whom it greets', () => {
    const reset = renderMail('resetPassword', 'en', SAMPLES.resetPassword);
    expect(reset.text).toContain('Hello Ada,');
    expect(reset.text).toContain('the Rights Partner Portal account ada-admin');
    expect(reset.text).toContain('expires in 30 minutes');
    const invite = renderMail('invitation', 'zh-hans', SAMPLES.invitation);
    expect(invite.subject).toBe('Lin Wei 邀请您加入音乐版权合作伙伴门户上的 Acme Music');
    expect(invite.text.startsWith('您好：\n')).toBe(true);
    expect(invite.text).toContain('7 天后失效');
  });

  it("escapes the recipient's words in HTML and keeps them as typed in text", () => {
    const mail = renderMail('invitation', 'en', {
      ...SAMPLES.invitation,
      organisation: '<b>Ann & "Co"</b>',
      inviter: "O'Hara <script>",
    });
    expect(mail.html).not.toContain('<b>Ann');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;b&#62;Ann &#38; &#34;Co&#34;&#60;/b&#62;');
    expect(mail.text).toContain('<b>Ann & "Co"</b>');
  });

  it("lays the contact form's message out as the sender's paragraphs, escaped in HTML", () => {
    const mail = renderMail('contactOperator', 'zh-hans', SAMPLES.contactOperator);
    expect(mail.subject).toContain('Batch upload');
    expect(mail.text).toContain('Ada（ada@example.com）');
    expect(mail.text).toContain('First paragraph.\n\nSecond <b>paragraph</b>.');
    expect(mail.html).toContain('Second &#60;b&#62;paragraph&#60;/b&#62;.');
    expect(mail.text).toContain('英文');
  });

  it('refuses a link that is not http(s) and parameters the template does not take', () => {
    expect(() =>
      renderMail('resetPassword', 'en', { ...SAMPLES.resetPassword, link: 'javascript:alert(1)' }),
    ).toThrow();
    expect(() =>
      renderMail('resetPassword', 'en', { ...SAMPLES.resetPassword, expiresInMinutes: 0 }),
    ).toThrow();
    expect(() => renderMail('invitation', 'en', { ...SAMPLES.invitation, inviter: '' })).toThrow();
  });
});
