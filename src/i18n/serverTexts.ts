// Texts only the server sends (mail and SMS, sync-server/src/mail and src/sms): written here so
// that en.json is generated from them like every other text; catalogueParts.ts keeps them out of
// the browser's bundle, and nothing in the app imports this module.
import { defineMessages } from 'react-intl';

export const mailMessages = defineMessages({
  'common.greeting': {
    id: 'mail.common.greeting',
    defaultMessage: 'Hello {name},',
    description:
      'Server-only text: the greeting line of every mail (sync-server/src/mail/templates.ts)',
  },
  'common.greetingAnonymous': {
    id: 'mail.common.greetingAnonymous',
    defaultMessage: 'Hello,',
    description:
      'Server-only text: the greetingAnonymous line of every mail (sync-server/src/mail/templates.ts)',
  },
  'common.linkFallback': {
    id: 'mail.common.linkFallback',
    defaultMessage: 'If the button does not work, copy this address into your browser:',
    description:
      'Server-only text: the linkFallback line of every mail (sync-server/src/mail/templates.ts)',
  },
  'common.signature': {
    id: 'mail.common.signature',
    defaultMessage: 'The {product} team',
    description:
      'Server-only text: the signature line of every mail (sync-server/src/mail/templates.ts)',
  },
  'common.automatic': {
    id: 'mail.common.automatic',
    defaultMessage: 'This message was sent automatically. Please do not reply to it.',
    description:
      'Server-only text: the automatic line of every mail (sync-server/src/mail/templates.ts)',
  },
  'resetPassword.subject': {
    id: 'mail.resetPassword.subject',
    defaultMessage: 'Reset your {product} password',
    description:
      'Server-only text: the subject line of the password reset mail (sync-server/src/mail/templates.ts)',
  },
  'resetPassword.intro': {
    id: 'mail.resetPassword.intro',
    defaultMessage: 'We received a request to reset the password of the {product} account {login}.',
    description:
      'Server-only text: the intro line of the password reset mail (sync-server/src/mail/templates.ts)',
  },
  'resetPassword.action': {
    id: 'mail.resetPassword.action',
    defaultMessage: 'Choose a new password',
    description:
      'Server-only text: the action line of the password reset mail (sync-server/src/mail/templates.ts)',
  },
  'resetPassword.expiry': {
    id: 'mail.resetPassword.expiry',
    defaultMessage: 'The link can be used once and expires in {minutes} minutes.',
    description:
      'Server-only text: the expiry line of the password reset mail (sync-server/src/mail/templates.ts)',
  },
  'resetPassword.ignore': {
    id: 'mail.resetPassword.ignore',
    defaultMessage:
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    description:
      'Server-only text: the ignore line of the password reset mail (sync-server/src/mail/templates.ts)',
  },
  'invitation.subject': {
    id: 'mail.invitation.subject',
    defaultMessage: '{inviter} invites you to join {organisation} on {product}',
    description:
      'Server-only text: the subject line of the invitation mail (sync-server/src/mail/templates.ts)',
  },
  'invitation.intro': {
    id: 'mail.invitation.intro',
    defaultMessage:
      '{inviter} has invited you to join {organisation} on {product}, where rights partners manage their music catalogue, releases, trends and settlements.',
    description:
      'Server-only text: the intro line of the invitation mail (sync-server/src/mail/templates.ts)',
  },
  'invitation.action': {
    id: 'mail.invitation.action',
    defaultMessage: 'Accept the invitation',
    description:
      'Server-only text: the action line of the invitation mail (sync-server/src/mail/templates.ts)',
  },
  'invitation.expiry': {
    id: 'mail.invitation.expiry',
    defaultMessage: 'The invitation can be used once and expires in {days} days.',
    description:
      'Server-only text: the expiry line of the invitation mail (sync-server/src/mail/templates.ts)',
  },
  'invitation.ignore': {
    id: 'mail.invitation.ignore',
    defaultMessage: 'If you were not expecting this invitation, you can ignore this message.',
    description:
      'Server-only text: the ignore line of the invitation mail (sync-server/src/mail/templates.ts)',
  },
  'registrationResume.subject': {
    id: 'mail.registrationResume.subject',
    defaultMessage: 'Continue your {product} registration',
    description:
      'Server-only text: the subject line of the mail to resume a registration (sync-server/src/mail/templates.ts)',
  },
  'registrationResume.intro': {
    id: 'mail.registrationResume.intro',
    defaultMessage:
      'Your registration with {product} has been saved. Follow the link below to continue where you left off.',
    description:
      'Server-only text: the intro line of the mail to resume a registration (sync-server/src/mail/templates.ts)',
  },
  'registrationResume.action': {
    id: 'mail.registrationResume.action',
    defaultMessage: 'Continue registration',
    description:
      'Server-only text: the action line of the mail to resume a registration (sync-server/src/mail/templates.ts)',
  },
  'registrationResume.expiry': {
    id: 'mail.registrationResume.expiry',
    defaultMessage: 'The link expires in {days} days.',
    description:
      'Server-only text: the expiry line of the mail to resume a registration (sync-server/src/mail/templates.ts)',
  },
  'registrationResume.ignore': {
    id: 'mail.registrationResume.ignore',
    defaultMessage: 'If you did not start a registration, you can ignore this message.',
    description:
      'Server-only text: the ignore line of the mail to resume a registration (sync-server/src/mail/templates.ts)',
  },
  'contactOperator.subject': {
    id: 'mail.contactOperator.subject',
    defaultMessage: '{product} contact form: {title}',
    description:
      'Server-only text: the subject of the contact form message to the operator (sync-server/src/mail/templates.ts)',
  },
  'contactOperator.intro': {
    id: 'mail.contactOperator.intro',
    defaultMessage: '{name} ({email}) wrote through the contact form:',
    description:
      'Server-only text: the first line of the contact form message to the operator (sync-server/src/mail/templates.ts)',
  },
  'contactOperator.titleLine': {
    id: 'mail.contactOperator.titleLine',
    defaultMessage: 'Title: {title}',
    description:
      'Server-only text: the title line of the contact form message to the operator (sync-server/src/mail/templates.ts)',
  },
  'contactOperator.language': {
    id: 'mail.contactOperator.language',
    defaultMessage: 'The sender used the form in {language}; reply to the address above.',
    description:
      'Server-only text: the note naming the senders language in the contact form message to the operator (sync-server/src/mail/templates.ts)',
  },
  'contactOperator.en': {
    id: 'mail.contactOperator.en',
    defaultMessage: 'English',
    description:
      'Server-only text: the language name English in the contact form message to the operator (sync-server/src/mail/templates.ts)',
  },
  'contactOperator.zh': {
    id: 'mail.contactOperator.zh',
    defaultMessage: 'Simplified Chinese',
    description:
      'Server-only text: the language name Simplified Chinese in the contact form message to the operator (sync-server/src/mail/templates.ts)',
  },
  'contactAcknowledgement.subject': {
    id: 'mail.contactAcknowledgement.subject',
    defaultMessage: '{product}: we received your message',
    description:
      'Server-only text: the subject of the acknowledgement sent to a person who used the contact form (sync-server/src/mail/templates.ts)',
  },
  'contactAcknowledgement.intro': {
    id: 'mail.contactAcknowledgement.intro',
    defaultMessage:
      "Thank you for writing to us about '{title}'. We will answer you at this address, usually within two working days.",
    description:
      'Server-only text: the intro of the acknowledgement sent to a person who used the contact form (sync-server/src/mail/templates.ts)',
  },
  'contactAcknowledgement.ignore': {
    id: 'mail.contactAcknowledgement.ignore',
    defaultMessage: 'If you did not write to us, you can ignore this message.',
    description:
      'Server-only text: the ignore line of the acknowledgement sent to a person who used the contact form (sync-server/src/mail/templates.ts)',
  },
});

export const smsMessages = defineMessages({
  verificationCode: {
    id: 'sms.verificationCode',
    defaultMessage:
      '[{product}] Your verification code is {code}. It expires in {minutes} minutes. Do not share it with anyone.',
    description:
      'Server-only text: the SMS carrying a verification code (sync-server/src/sms/smsJob.ts)',
  },
});

export const bankMailMessages = defineMessages({
  'bankAccountChanged.subject': {
    id: 'mail.bankAccountChanged.subject',
    defaultMessage: '{product}: the bank account of contract {contract} was changed',
    description:
      'Server-only text: subject of the mail to every administrator when a bank account changes (sync-server/src/mail/templates.ts)',
  },
  'bankAccountChanged.intro': {
    id: 'mail.bankAccountChanged.intro',
    defaultMessage:
      '{changedBy} changed the bank account of contract {contract} on {product}. New account: {account}.',
    description:
      'Server-only text: what changed, in the bank account mail (sync-server/src/mail/templates.ts)',
  },
  'bankAccountChanged.hold': {
    id: 'mail.bankAccountChanged.hold',
    defaultMessage:
      'For your safety, payments go to the new account only from {time} (UTC). Until then they go to the previous account.',
    description:
      'Server-only text: the hold, in the bank account mail (sync-server/src/mail/templates.ts)',
  },
  'bankAccountChanged.action': {
    id: 'mail.bankAccountChanged.action',
    defaultMessage: 'View the account',
    description:
      'Server-only text: the button of the bank account mail (sync-server/src/mail/templates.ts)',
  },
  'bankAccountChanged.warning': {
    id: 'mail.bankAccountChanged.warning',
    defaultMessage:
      'If you do not recognise this change, change your password and contact us before the hold ends.',
    description:
      'Server-only text: the warning of the bank account mail (sync-server/src/mail/templates.ts)',
  },
});

export const teamMailMessages = defineMessages({
  'rolesChanged.subject': {
    id: 'mail.rolesChanged.subject',
    defaultMessage: '{product}: the roles of {member} were changed',
    description:
      "Server-only text: subject of the mail to every full administrator when a member's roles change (sync-server/src/mail/templates.ts)",
  },
  'rolesChanged.intro': {
    id: 'mail.rolesChanged.intro',
    defaultMessage: '{actor} changed the roles of {member} in {organisation} on {product}.',
    description: 'Server-only text: what changed, in the roles-changed mail',
  },
  'rolesChanged.before': {
    id: 'mail.rolesChanged.before',
    defaultMessage: 'Roles before: {roles}',
    description: 'Server-only text: the roles before the change, in the roles-changed mail',
  },
  'rolesChanged.after': {
    id: 'mail.rolesChanged.after',
    defaultMessage: 'Roles now: {roles}',
    description: 'Server-only text: the roles after the change, in the roles-changed mail',
  },
  'rolesChanged.action': {
    id: 'mail.rolesChanged.action',
    defaultMessage: 'Open the team',
    description: 'Server-only text: the button of the roles-changed mail (to /account/team)',
  },
  'rolesChanged.warning': {
    id: 'mail.rolesChanged.warning',
    defaultMessage:
      "Every administrator with distribution rights receives this mail. If you do not recognise this change, check the team's security log and change your password.",
    description: 'Server-only text: the warning of the roles-changed mail',
  },
});

/** Personal notifications the server writes into the notices (sys_messages), in both languages. */
export const serverNoticeMessages = defineMessages({
  'albumApproved.title': {
    id: 'serverNotice.albumApproved.title',
    defaultMessage: 'Album {album} approved',
    description:
      'Server-only text: title of the notification when the back office approves an album (sync-server/src/backoffice/reviewNotices.ts)',
  },
  'albumApproved.content': {
    id: 'serverNotice.albumApproved.content',
    defaultMessage: 'The album {album} passed content and OP-SP review and can now be distributed.',
    description: 'Server-only text: body of the album-approved notification',
  },
  'albumRejected.title': {
    id: 'serverNotice.albumRejected.title',
    defaultMessage: 'Album {album} rejected',
    description:
      'Server-only text: title of the notification when the back office rejects an album (sync-server/src/backoffice/reviewNotices.ts)',
  },
  'albumRejected.content': {
    id: 'serverNotice.albumRejected.content',
    defaultMessage:
      'The album {album} was rejected in {stage}. Reason: {reason}. Correct it and submit it again.',
    description:
      'Server-only text: body of the album-rejected notification; {stage} is the review stage, {reason} the reason',
  },
  'contractAdded.title': {
    id: 'serverNotice.contractAdded.title',
    defaultMessage: 'New contract {contract}',
    description:
      'Server-only text: title of the notification when the back office adds a contract (sync-server/src/contracts/notices.ts)',
  },
  'contractAdded.content': {
    id: 'serverNotice.contractAdded.content',
    defaultMessage:
      'The contract {contract} was added to your organisation. You can read it under Account > Contracts.',
    description:
      'Server-only text: content of the notification when the back office adds a contract (sync-server/src/contracts/notices.ts)',
  },
  'statementIssued.title': {
    id: 'serverNotice.statementIssued.title',
    defaultMessage: 'Settlement statement {period} awaits your confirmation',
    description:
      'Server-only text: title of the notification when staff issue a settlement statement (sync-server/src/finance/statementMoves.ts)',
  },
  'statementIssued.content': {
    id: 'serverNotice.statementIssued.content',
    defaultMessage:
      'The settlement statement of {period} under contract {contract} was issued. Please check it under Finance and confirm it.',
    description:
      'Server-only text: content of the notification when staff issue a settlement statement (sync-server/src/finance/statementMoves.ts)',
  },
  'bankAccountChanged.title': {
    id: 'serverNotice.bankAccountChanged.title',
    defaultMessage: 'Bank account of contract {contract} changed',
    description:
      'Server-only text: title of the notification when a bank account changes (sync-server/src/contracts/notices.ts)',
  },
  'bankAccountChanged.content': {
    id: 'serverNotice.bankAccountChanged.content',
    defaultMessage:
      'The bank account of contract {contract} was changed to {account}. Payments go to it from {time}.',
    description:
      'Server-only text: content of the notification when a bank account changes (sync-server/src/contracts/notices.ts)',
  },
  'rolesChanged.title': {
    id: 'serverNotice.rolesChanged.title',
    defaultMessage: 'Your roles have changed',
    description:
      'Server-only text: title of the notification a member gets when their roles change',
  },
  'rolesChanged.content': {
    id: 'serverNotice.rolesChanged.content',
    defaultMessage: '{actor} changed your roles in {organisation} to: {roles}.',
    description: 'Server-only text: body of the roles-changed notification',
  },
  'joined.title': {
    id: 'serverNotice.joined.title',
    defaultMessage: 'Welcome to {organisation}',
    description:
      'Server-only text: title of the notification a member gets on joining by invitation',
  },
  'joined.content': {
    id: 'serverNotice.joined.content',
    defaultMessage: '{actor} invited you to {organisation}. Your roles: {roles}.',
    description: 'Server-only text: body of the joined-by-invitation notification',
  },
  'memberJoined.title': {
    id: 'serverNotice.memberJoined.title',
    defaultMessage: 'Invitation accepted',
    description:
      'Server-only text: title of the notification the inviter gets when an invitee joins',
  },
  'memberJoined.content': {
    id: 'serverNotice.memberJoined.content',
    defaultMessage: '{email} accepted your invitation and joined as {login}.',
    description: 'Server-only text: body of the invitation-accepted notification',
  },
});
