// The add and edit form of an authorization file. On the add page nothing is refused while typing;
// after a first submit every field shows its issue. On the edit page the stored record shows
// through where the user has not typed. Writes go to IndexedDB and the outbox (offline-proof).
import { useState } from 'react';
import { createRecord, updateRecord } from '../../../data/catalogueRepo';
import { errorsOf, type Authorization, type Issue } from '../../../domain/catalogue';
import { refusalIssues } from '../shared/issueText';
import {
  authorizationContent,
  authorizationFormIssues,
  authorizationPatch,
  authorizationValues,
  emptyAuthorizationValues,
  type AuthorizationFormValues,
} from './authorizationForm';
import { reportError } from '../../../data/errorLog';

export type AuthorizationNotice = 'saved' | 'saveFailed' | null;

export interface AuthorizationForm {
  values: AuthorizationFormValues;
  issues: Issue[];
  isDirty: boolean;
  busy: boolean;
  notice: AuthorizationNotice;
  change<K extends keyof AuthorizationFormValues>(
    field: K,
    value: AuthorizationFormValues[K],
  ): void;
  /** creates (add page) or saves (edit page); answers the record's id, or null when refused */
  submit(): Promise<string | null>;
}

export function useAuthorizationForm(
  stored: Authorization | null,
  defaultPartyId: string,
): AuthorizationForm {
  const [edits, setEdits] = useState<Partial<AuthorizationFormValues>>({});
  const [tried, setTried] = useState(stored !== null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AuthorizationNotice>(null);
  const [refused, setRefused] = useState<Issue[]>([]);
  const base = stored ? authorizationValues(stored) : emptyAuthorizationValues(defaultPartyId);
  const values: AuthorizationFormValues = { ...base, ...edits };
  const ruleIssues = authorizationFormIssues(values);
  const patch = stored ? authorizationPatch(stored, values) : null;

  async function write(): Promise<string | null> {
    if (stored === null)
      return String((await createRecord('authorization', { ...authorizationContent(values) })).id);
    if (patch && Object.keys(patch).length > 0)
      await updateRecord('authorization', stored.id, { ...patch });
    return stored.id;
  }

  return {
    values,
    issues: tried ? [...ruleIssues, ...refused] : [],
    isDirty: patch === null || Object.keys(patch).length > 0,
    busy,
    notice,
    change: (field, value) => {
      setNotice(null);
      setRefused([]);
      setEdits((current) => ({ ...current, [field]: value }));
    },
    submit: async () => {
      setTried(true);
      if (errorsOf(ruleIssues).length > 0) return null;
      setBusy(true);
      setNotice(null);
      try {
        const id = await write();
        setEdits({});
        setNotice('saved');
        return id;
      } catch (error) {
        reportError('authorization.save', error);
        const found = refusalIssues(error);
        if (found) setRefused(found);
        else setNotice('saveFailed');
        return null;
      } finally {
        setBusy(false);
      }
    },
  };
}
