// The information form of a record company or P/C line: the name (still unique per authorizing
// party, the record itself left out) and a record company's display language. Unedited fields
// follow the stored record live; saving writes IndexedDB and the outbox, so it works offline.
import { useState } from 'react';
import { useRecords } from '../../../data/catalogueHooks';
import { updateRecord } from '../../../data/catalogueRepo';
import { errorsOf, type Issue, type PlCline, type RecordCompany } from '../../../domain/catalogue';
import { refusalIssues } from '../shared/issueText';
import { partyNameIssues } from './partyName';
import type { PartyEntity } from './usePartyForm';
import { reportError } from '../../../data/errorLog';

export interface PartyInfoValues {
  name: string;
  displayLanguage: string;
}

export type PartyNotice = 'saved' | 'saveFailed' | null;

export interface PartyInfoForm {
  values: PartyInfoValues;
  issues: Issue[];
  isDirty: boolean;
  hasErrors: boolean;
  busy: boolean;
  notice: PartyNotice;
  change(field: keyof PartyInfoValues, value: string): void;
  save(): Promise<void>;
}

type PartyRecord = RecordCompany | PlCline;

function storedValues(record: PartyRecord): PartyInfoValues {
  return {
    name: record.name,
    displayLanguage: 'displayLanguage' in record ? (record.displayLanguage ?? '') : '',
  };
}

/** The changed fields as an update patch (a P/C line has no display language). */
export function partyInfoPatch(
  entity: PartyEntity,
  record: PartyRecord,
  values: PartyInfoValues,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (values.name.trim() !== record.name) patch.name = values.name.trim();
  if (entity === 'recordCompany') {
    const language = values.displayLanguage === '' ? null : values.displayLanguage;
    const stored = 'displayLanguage' in record ? record.displayLanguage : null;
    if (language !== stored) patch.displayLanguage = language;
  }
  return patch;
}

export function usePartyInfoForm(entity: PartyEntity, record: PartyRecord): PartyInfoForm {
  const [edits, setEdits] = useState<Partial<PartyInfoValues>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PartyNotice>(null);
  const [refused, setRefused] = useState<Issue[]>([]);
  const values = { ...storedValues(record), ...edits };
  const sameParty = useRecords(entity, {
    where: { field: 'authorizationCompanyId', equals: record.authorizationCompanyId },
  });
  const issues = [
    ...partyNameIssues(values.name, record.authorizationCompanyId, sameParty ?? [], record.id),
    ...refused,
  ];
  const patch = partyInfoPatch(entity, record, values);
  const hasErrors = errorsOf(issues).length > 0;

  return {
    values,
    issues,
    isDirty: Object.keys(patch).length > 0,
    hasErrors,
    busy,
    notice,
    change: (field, value) => {
      setNotice(null);
      setRefused([]);
      setEdits((current) => ({ ...current, [field]: value }));
    },
    save: async () => {
      if (hasErrors || sameParty === undefined || Object.keys(patch).length === 0) return;
      setBusy(true);
      setNotice(null);
      try {
        await updateRecord(entity, record.id, patch);
        setEdits({});
        setNotice('saved');
      } catch (error) {
        reportError('party.save', error);
        const found = refusalIssues(error);
        if (found) setRefused(found);
        else setNotice('saveFailed');
      } finally {
        setBusy(false);
      }
    },
  };
}
