// A record company's or P/C line's name (spec section 5): required, and unique among the names the
// same authorizing party already uses; the authorizing party itself is required. The rules are the
// domain's (validatePartyName, namesOfParty); the server checks the same on every write.
import {
  requiredIssue,
  validatePartyName,
  namesOfParty,
  type Issue,
} from '../../../domain/catalogue';

export interface NamedPartyRecord {
  id: string;
  name: string;
  authorizationCompanyId: string;
}

export function partyNameIssues(
  name: string,
  authorizationCompanyId: string,
  records: readonly NamedPartyRecord[],
  exceptId?: string,
): Issue[] {
  if (authorizationCompanyId === '')
    return [...validatePartyName(name, []), requiredIssue('authorizationCompanyId')];
  return validatePartyName(name, namesOfParty(records, authorizationCompanyId, exceptId));
}
