// The security log's Details column: the facts an entry keeps (detail, codes and role codes, as
// the server wrote them) in the reader's language. An entry of a kind or shape this build does
// not know shows no details rather than failing the table.
import type { IntlShape } from 'react-intl';
import type { ApiLanguage } from '../../domain/locale';
import type { SecurityEvent } from '../../domain/team/teamApi';
import { logDetailMessages as t, logReasonMessages as REASONS } from './grantMessages';
import { roleNames } from './roleText';

const ATTEMPTS = {
  changeRoles: t.changeRoles,
  deleteMember: t.deleteMember,
  invite: t.invite,
  resendInvitation: t.resendInvitation,
} as const;

const has = <K extends string>(table: Record<K, unknown>, key: string | undefined): key is K =>
  key !== undefined && Object.hasOwn(table, key);

export function securityEventDetail(
  intl: IntlShape,
  language: ApiLanguage,
  event: Pick<SecurityEvent, 'kind' | 'detail'>,
): string {
  const d = event.detail;
  const names = (codes: string | undefined) => roleNames(language, codes ? codes.split(',') : []);
  switch (event.kind) {
    case 'rolesChanged':
      return intl.formatMessage(t.rolesChanged, {
        before: names(d.before),
        after: names(d.after),
      });
    case 'invitationSent':
      return intl.formatMessage(d.resent === 'true' ? t.resent : t.roles, {
        roles: names(d.roles),
      });
    case 'invitationAccepted':
    case 'memberDeleted':
      return d.roles ? intl.formatMessage(t.roles, { roles: names(d.roles) }) : '';
    case 'subjectInfoChanged':
      // only the tax residence is worded: it changes the taxes of the statements computed next
      return d.taxResidentBefore !== undefined && d.taxResidentBefore !== d.taxResident
        ? intl.formatMessage(t.taxResidence, {
            before: intl.formatMessage(d.taxResidentBefore === 'true' ? t.resident : t.nonResident),
            after: intl.formatMessage(d.taxResident === 'true' ? t.resident : t.nonResident),
          })
        : '';
    case 'bankAccountChanged':
      return d.contract ? intl.formatMessage(t.contract, { contract: d.contract }) : '';
    case 'teamChangeRefused': {
      if (!has(ATTEMPTS, d.action) || !has(REASONS, d.reason)) return '';
      const attempt = intl.formatMessage(ATTEMPTS[d.action], {
        before: names(d.before),
        roles: names(d.roles),
      });
      return intl.formatMessage(t.refused, {
        attempt,
        reason: intl.formatMessage(REASONS[d.reason]),
      });
    }
    default:
      return '';
  }
}
