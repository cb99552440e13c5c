import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { Fragment, useCallback, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSession } from '../../app/session/useSession';
import { DataStatusBar } from '../../components/DataStatusBar';
import { useErrorText } from '../../components/useErrorText';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { useCached } from '../../data/useCached';
import { isIdentitySlotRequired } from '../../domain/accounts/identityImages';
import {
  EMPTY_SUBJECT_DETAILS,
  SUBJECT_DETAIL_MAX,
  subjectDetailFieldsOf,
  type SubjectDetailField,
} from '../../domain/accounts/subjectDetails';
import type { SubjectInfo } from '../../domain/accounts/subjectInfo';
import { ACTIONS } from '../../domain/roles';
import { AccountLimits } from '../../domain/schemas/limits';
import { labels } from '../../i18n/labels';
import { IdentityImageList, ImageField } from '../account/ImageField';
import { useOnline } from '../batch/useOnline';
import { registerMessages as r, subjectDetailMessages as d } from '../register/messages';
import type { CacheValues } from '../../data/cacheRepo';
import { subjectMessages as m, taxResidenceMessages as tr } from './messages';
import { refreshSubject } from './subjectCalls';
import { TaxResidenceEffect, TaxResidenceField, taxResidenceTerm } from './TaxResidenceField';
import { useSubjectForm } from './useSubjectForm';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '40rem',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
});

/** The labels of the identity's fields: a person's name and resident ID, or a company's. */
function fieldLabels(info: SubjectInfo) {
  return info.accountType === 'company'
    ? { type: r.company, name: r.companyName, id: r.creditCode }
    : { type: r.personal, name: m.personName, id: r.idNumber };
}

type Saved = CacheValues['subjectInfo'];

/**
 * A copy cached before the details existed reads them as empty (the form then asks for them); one
 * cached before the tax residence, as resident (the column's default, migration 084) until read again.
 */
const withDetails = (saved: Saved): Saved => ({
  ...saved,
  info: {
    ...EMPTY_SUBJECT_DETAILS,
    ...saved.info,
    taxResident: (saved.info as Partial<SubjectInfo>).taxResident ?? true,
  },
});

const DETAIL_INPUT: Readonly<
  Record<SubjectDetailField, { type: 'text' | 'tel' | 'email'; autoComplete: string }>
> = {
  legalRepresentative: { type: 'text', autoComplete: 'off' },
  address: { type: 'text', autoComplete: 'street-address' },
  contactName: { type: 'text', autoComplete: 'off' },
  contactPhone: { type: 'tel', autoComplete: 'off' },
  contactEmail: { type: 'email', autoComplete: 'off' },
};

function ReadOnlyView({ saved }: { saved: Saved }) {
  const intl = useIntl();
  const styles = useStyles();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const l = fieldLabels(saved.info);
  return (
    <>
      <Body1>{t(m.readOnly)}</Body1>
      <dl className={styles.facts} data-testid="subject-facts">
        <dt>{t(m.accountType)}</dt>
        <dd>{t(l.type)}</dd>
        <dt>{t(l.name)}</dt>
        <dd>{saved.info.name}</dd>
        <dt>{t(l.id)}</dt>
        <dd>{saved.info.idNumber}</dd>
        {subjectDetailFieldsOf(saved.info.accountType).map((field) => (
          <Fragment key={field}>
            <dt>{t(d[field])}</dt>
            <dd>{saved.info[field]}</dd>
          </Fragment>
        ))}
        <dt>{t(tr.label)}</dt>
        <dd>{t(taxResidenceTerm(saved.info.accountType, saved.info.taxResident))}</dd>
      </dl>
      <TaxResidenceEffect
        accountType={saved.info.accountType}
        taxResident={saved.info.taxResident}
      />
      <IdentityImageList slots={saved.slots} images={saved.images} />
    </>
  );
}

function EditForm({
  saved,
  canSave,
  onSaved,
}: {
  saved: Saved;
  canSave: boolean;
  onSaved(): void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const errorText = useErrorText();
  const f = useSubjectForm(saved.info, onSaved);
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const l = fieldLabels(saved.info);
  const message = (code: string | undefined, field: string) =>
    code ? intl.formatMessage({ id: `validation.${code}` }, { field }) : undefined;
  return (
    <form className={styles.form} onSubmit={(e) => void f.save(e)} noValidate>
      {f.outcome.kind === 'failed' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(f.outcome.failure)}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t(m.accountType)}>
        <Input value={t(l.type)} readOnly />
      </Field>
      <Field label={t(l.name)} required validationMessage={message(f.errors.name, t(l.name))}>
        <Input
          value={f.fields.name}
          maxLength={AccountLimits.nameMax}
          autoComplete="organization"
          onChange={(_, d) => f.setFields({ name: d.value })}
        />
      </Field>
      <Field label={t(l.id)} required validationMessage={message(f.errors.idNumber, t(l.id))}>
        <Input
          value={f.fields.idNumber}
          maxLength={32}
          autoComplete="off"
          onChange={(_, d) => f.setFields({ idNumber: d.value })}
        />
      </Field>
      {subjectDetailFieldsOf(saved.info.accountType).map((field) => (
        <Field
          key={field}
          label={t(d[field])}
          required
          validationMessage={message(f.errors[field], t(d[field]))}
        >
          <Input
            name={field}
            type={DETAIL_INPUT[field].type}
            value={f.fields[field]}
            maxLength={SUBJECT_DETAIL_MAX[field]}
            autoComplete={DETAIL_INPUT[field].autoComplete}
            onChange={(_, v) => f.setFields({ [field]: v.value })}
          />
        </Field>
      ))}
      <TaxResidenceField
        accountType={saved.info.accountType}
        taxResident={f.fields.taxResident}
        disabled={f.saving}
        onChange={(taxResident) => f.setFields({ taxResident })}
      />
      {saved.slots.map((slot) => {
        const file = f.picked[slot];
        const image = saved.images.find((i) => i.slot === slot);
        return (
          <ImageField
            key={slot}
            slot={slot}
            required={isIdentitySlotRequired(slot)}
            value={file ? { kind: 'picked', file } : image ? { kind: 'stored', image } : null}
            onChange={(value) => f.pick(slot, value)}
            disabled={f.saving}
          />
        );
      })}
      <Button type="submit" appearance="primary" disabled={!canSave || f.saving}>
        {t(f.saving ? labels.saving : labels.save)}
      </Button>
    </form>
  );
}

/** /account/subjectInfo: the organisation's identity; administrators change it, others read it. */
export function SubjectInfoPage() {
  const intl = useIntl();
  const styles = useStyles();
  const { privileges } = useSession();
  const isOnline = useOnline();
  const cached = useCached('subjectInfo');
  const saved = cached && { ...cached, value: withDetails(cached.value) };
  const refresh = useCallback((signal: AbortSignal) => refreshSubject(signal), []);
  const { status, retry } = useRemoteRefresh(refresh);
  const canEdit = privileges?.includes(ACTIONS.subjectEdit) ?? false;
  const canSave = isOnline && status.kind !== 'offline';
  const [justSaved, setJustSaved] = useState(false);
  const onSaved = () => {
    setJustSaved(true);
    retry();
  };

  return (
    <div className={styles.page}>
      <Title2 as="h1">{intl.formatMessage(m.heading)}</Title2>
      <DataStatusBar status={status} savedAt={saved?.savedAt} onRetry={retry} />
      {justSaved && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{intl.formatMessage(m.saved)}</MessageBarBody>
        </MessageBar>
      )}
      {canEdit && !canSave && (
        <MessageBar intent="warning" data-testid="needs-connection">
          <MessageBarBody>{intl.formatMessage(m.needsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      {!saved ? (
        status.kind === 'loading' && <Spinner />
      ) : canEdit ? (
        // keyed by the stored values: a read that changed them starts the form again from them
        <EditForm
          key={JSON.stringify(saved.value.info)}
          saved={saved.value}
          canSave={canSave}
          onSaved={onSaved}
        />
      ) : (
        <ReadOnlyView saved={saved.value} />
      )}
    </div>
  );
}
