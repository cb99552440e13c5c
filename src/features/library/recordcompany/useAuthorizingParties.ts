// The authorizing parties a user can choose. The signed-in organisation authorizes its own
// catalogue (the server seeds it so); a record may name another party (created in the back
// office), which is then offered too, by its id, so editing never silently changes it.
import { useMemo } from 'react';
import { useSession } from '../../../app/session/useSession';

export interface AuthorizingParty {
  id: string;
  /** null when only the id is known */
  name: string | null;
}

export function authorizingPartiesOf(
  organisation: { organisationId: string; organisationName: string } | null,
  extraIds: readonly (string | null | undefined)[] = [],
): AuthorizingParty[] {
  const parties: AuthorizingParty[] = organisation
    ? [{ id: organisation.organisationId, name: organisation.organisationName }]
    : [];
  for (const id of extraIds) {
    if (id && !parties.some((p) => p.id === id)) parties.push({ id, name: null });
  }
  return parties;
}

export function useAuthorizingParties(
  extraIds: readonly (string | null | undefined)[] = [],
): AuthorizingParty[] {
  const { user } = useSession();
  // the ids' contents, not the array's identity, decide (callers pass a new array each render)
  const key = extraIds.filter(Boolean).join('|');
  return useMemo(() => authorizingPartiesOf(user, key === '' ? [] : key.split('|')), [user, key]);
}
