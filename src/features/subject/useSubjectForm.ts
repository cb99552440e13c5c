// The administrator's form of /account/subjectInfo: starts from the saved identity, checked with the
// server's own rules (domain/accounts/subjectInfo.ts); the fields are saved first, then each newly
// picked image, then the screen reads everything again. Nothing is queued: saving needs the server.
import { useState, type FormEvent } from 'react';
import { isApiError, isNetworkError } from '../../app/api/errors';
import type { IdentityImageSlot } from '../../domain/accounts/identityImages';
import { cleanSubjectDetails } from '../../domain/accounts/subjectDetails';
import {
  validateSubjectInfo,
  type SubjectInfo,
  type SubjectInfoField,
} from '../../domain/accounts/subjectInfo';
import { reportError } from '../../data/errorLog';
import type { ImageFieldValue } from '../account/ImageField';
import { postOrganisationImage, postSubjectInfo } from './subjectCalls';

type Outcome = { kind: 'idle' } | { kind: 'failed'; failure: unknown };

/** A refusal or an unreachable server is shown as is; anything else is also a fault. */
const isExpected = (error: unknown) => isApiError(error) || isNetworkError(error);

export function useSubjectForm(saved: SubjectInfo, afterSave: () => void) {
  const [fields, setFields] = useState({
    name: saved.name,
    idNumber: saved.idNumber,
    ...cleanSubjectDetails(saved.accountType, saved),
    taxResident: saved.taxResident,
  });
  const [picked, setPicked] = useState<Partial<Record<IdentityImageSlot, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<SubjectInfoField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSubjectInfo(saved.accountType, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setOutcome({ kind: 'idle' });
    try {
      await postSubjectInfo(fields);
      for (const [slot, file] of Object.entries(picked) as [IdentityImageSlot, File][])
        await postOrganisationImage(slot, file);
      setPicked({});
      afterSave();
    } catch (error) {
      if (!isExpected(error)) reportError('subject.save', error);
      setOutcome({ kind: 'failed', failure: error });
    } finally {
      setSaving(false);
    }
  };

  const pick = (slot: IdentityImageSlot, value: ImageFieldValue) =>
    setPicked((p) => {
      const next = { ...p };
      if (value?.kind === 'picked') next[slot] = value.file;
      else delete next[slot];
      return next;
    });

  return {
    fields,
    setFields: (patch: Partial<typeof fields>) => {
      setFields((v) => ({ ...v, ...patch }));
      setErrors((e) => ({
        ...e,
        ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])),
      }));
    },
    picked,
    pick,
    errors,
    outcome,
    saving,
    save,
  };
}
