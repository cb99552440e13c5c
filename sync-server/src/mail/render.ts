// Lays a mail's content out twice: a plain-text part (the link on a line of its own, so any mail
// reader makes it clickable) and a simple HTML part (inline styles only: mail clients drop <style>
// and external sheets). Every text is escaped; only the template's link becomes an href.
import { toIntlLocale, type ApiLanguage } from '../../../src/domain/locale';
import {
  composeMail,
  translatorFor,
  type MailContent,
  type MailParams,
  type MailTemplateKind,
} from './templates';

export interface RenderedMail {
  language: ApiLanguage;
  subject: string;
  text: string;
  html: string;
  /** the addresses the mail leads to (logged when mails are written to files) */
  links: string[];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function textPart(content: MailContent, footer: readonly string[]): string {
  const blocks = [content.greeting, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...content.notes, `-- \n${footer.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

const FONT =
  "font-family: -apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', Arial, sans-serif";
const P = `margin: 0 0 16px; font-size: 15px; line-height: 1.6; color: #242424; ${FONT}`;
const SMALL = `margin: 0 0 12px; font-size: 13px; line-height: 1.5; color: #616161; ${FONT}`;
const BUTTON = `display: inline-block; padding: 10px 20px; border-radius: 4px; background: #0f6cbd; color: #ffffff; text-decoration: none; font-size: 15px; ${FONT}`;

function htmlPart(
  content: MailContent,
  language: ApiLanguage,
  fallback: string,
  footer: readonly string[],
): string {
  const para = (text: string, style = P) => `<p style="${style}">${escapeHtml(text)}</p>`;
  const action = content.action
    ? [
        `<p style="margin: 24px 0;"><a href="${escapeHtml(content.action.url)}" style="${BUTTON}">${escapeHtml(content.action.label)}</a></p>`,
        `<p style="${SMALL}">${escapeHtml(fallback)}<br><a href="${escapeHtml(content.action.url)}" style="color: #0f6cbd; word-break: break-all;">${escapeHtml(content.action.url)}</a></p>`,
      ]
    : [];
  return [
    '<!DOCTYPE html>',
    `<html lang="${toIntlLocale(language)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin: 0; padding: 24px; background: #f5f5f5;">',
    '<div style="max-width: 560px; margin: 0 auto; padding: 32px; background: #ffffff; border-radius: 8px;">',
    para(content.greeting),
    ...content.paragraphs.map((text) => para(text)),
    ...action,
    ...content.notes.map((text) => para(text, SMALL)),
    `<hr style="border: none; border-top: 1px solid #e0e0e0; margin: 24px 0;">`,
    ...footer.map((text) => para(text, SMALL)),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The mail of a template in the recipient's language; throws when the parameters do not fit it. */
export function renderMail<K extends MailTemplateKind>(
  kind: K,
  language: ApiLanguage,
  params: MailParams<K>,
): RenderedMail {
  return renderContent(composeMail(kind, language, params), language);
}

export function renderContent(content: MailContent, language: ApiLanguage): RenderedMail {
  const t = translatorFor(language);
  const footer = [t('mail.common.signature'), t('mail.common.automatic')];
  return {
    language,
    subject: content.subject,
    text: textPart(content, footer),
    html: htmlPart(content, language, t('mail.common.linkFallback'), footer),
    links: content.action ? [content.action.url] : [],
  };
}
