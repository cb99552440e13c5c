// The add drawer of a record company or a P/C line: name, authorizing party (and, for a record
// company, display language). A name the party already uses is shown as taken while typing, from
// the device's store; "required" waits for a first "Create". Creating works offline.
import { useState } from 'react';
import { useRecords } from '../../../data/catalogueHooks';
import { createRecord } from '../../../data/catalogueRepo';
import { errorsOf, type Issue } from '../../../domain/catalogue';
import { refusalIssues } from '../shared/issueText';
import { partyNameIssues } from './partyName';
import { reportError } from '../../../data/errorLog';

export type PartyEntity = 'recordCompany' | 'plCline';

export interface PartyFormValues {
  name: string;
  authorizationCompanyId: string;
  displayLanguage: string;
}

export interface PartyForm {
  values: PartyFormValues;
  issues: Issue[];
  busy: boolean;
  failed: boolean;
  change(field: keyof PartyFormValues, value: string): void;
  create(): Promise<string | null>;
  reset(): void;
}

/** Issues to show: all of them after a first try, before it only a name already taken. */
export function visiblePartyIssues(issues: readonly Issue[], tried: boolean): Issue[] {
  return tried ? [...issues] : issues.filter((i) => i.code === 'name-taken');
}

export function usePartyForm(entity: PartyEntity, defaultPartyId: string): PartyForm {
  const blank = { name: '', authorizationCompanyId: defaultPartyId, displayLanguage: '' };
  const [edits, setEdits] = useState<Partial<PartyFormValues>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState<Issue[]>([]);
  // the default party comes from the session, which may arrive after the first render
  const values: PartyFormValues = { ...blank, ...edits };
  const sameParty = useRecords(entity, {
    where: { field: 'authorizationCompanyId', equals: values.authorizationCompanyId },
  });
  const allIssues = partyNameIssues(values.name, values.authorizationCompanyId, sameParty ?? []);

  return {
    values,
    issues: [...visiblePartyIssues(allIssues, tried), ...refused],
    busy,
    failed,
    change: (field, value) => {
      setFailed(false);
      setRefused([]);
      setEdits((current) => ({ ...current, [field]: value }));
    },
    create: async () => {
      setTried(true);
      // still reading the party's names: do not let a duplicate through unseen
      if (sameParty === undefined || errorsOf(allIssues).length > 0) return null;
      setBusy(true);
      try {
        const input: Record<string, unknown> = {
          name: values.name.trim(),
          authorizationCompanyId: values.authorizationCompanyId,
        };
        if (entity === 'recordCompany')
          input.displayLanguage = values.displayLanguage === '' ? null : values.displayLanguage;
        const created = await createRecord(entity, input);
        return String(created.id);
      } catch (error) {
        reportError('party.create', error);
        const found = refusalIssues(error);
        if (found) setRefused(found);
        else setFailed(true);
        return null;
      } finally {
        setBusy(false);
      }
    },
    reset: () => {
      setEdits({});
      setTried(false);
      setFailed(false);
      setRefused([]);
    },
  };
}
