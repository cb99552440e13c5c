// The groups of the track information form. Each input is bound to the form hook; labels, required
// marks and messages come from useTrackFieldProps, so every group words issues the same way.
import { Field, Input, Radio, RadioGroup, Switch, Subtitle2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../../app/session/useSession';
import { useRecords } from '../../../data/catalogueHooks';
import { TextLimits, type Track } from '../../../domain/catalogue';
import { lookupName, lookupOptions, type Option } from '../shared/lookupOptions';
import {
  explicitMessages,
  isrcAuthMessages,
  qualityMessages,
  spatialTypeMessages,
  trackFieldLabels as labels,
  trackMessages as m,
  trackVersionMessages,
} from './messages';
import { SpatialAudioField } from './SpatialAudioField';
import { TrackArtistsField } from './TrackArtistsField';
import { TrackChoiceField, TrackPickField, TrackTextField } from './TrackFields';
import { useTrackFormStyles } from './TrackPages.styles';
import type { TrackFieldProps } from './useTrackFieldProps';
import type { TrackInfoForm } from './useTrackInfoForm';

interface GroupProps {
  form: TrackInfoForm;
  track: Track;
  fieldProps: (field: Parameters<TrackInfoForm['canEdit']>[0]) => TrackFieldProps;
}

function Group({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  const styles = useTrackFormStyles();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <Subtitle2 as="h2" id={id} className={styles.legend}>
        {title}
      </Subtitle2>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}

/** A value fixed after creation or kept by the platform: shown, never edited. */
function ReadOnlyField({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      <Input readOnly value={value} appearance="filled-darker" />
    </Field>
  );
}

/** Record options with the current value kept even when its record is not on this device. */
function withCurrent(options: Option[], current: string): Option[] {
  return current === '' || options.some((o) => o.value === current)
    ? options
    : [...options, { value: current, text: current }];
}

export function TrackBasicsGroup({ form, track, fieldProps }: GroupProps) {
  const intl = useIntl();
  const styles = useTrackFormStyles();
  return (
    <Group title={intl.formatMessage(m.basics)} id="track-basics">
      <TrackTextField
        form={form}
        field="name"
        props={fieldProps('name')}
        maxLength={TextLimits.nameMax}
        className={styles.wide}
      />
      <TrackTextField
        form={form}
        field="subTitle"
        props={fieldProps('subTitle')}
        maxLength={TextLimits.shortTextMax}
      />
      <TrackChoiceField
        form={form}
        field="trackVersion"
        props={fieldProps('trackVersion')}
        choices={trackVersionMessages}
      />
      <TrackPickField
        form={form}
        field="langCode"
        props={fieldProps('langCode')}
        options={lookupOptions('performLanguage', intl.locale)}
      />
      <ReadOnlyField
        label={intl.formatMessage(labels.displayLanguage)}
        value={lookupName('displayLanguage', track.displayLanguage, intl.locale)}
        hint={intl.formatMessage(m.fixedAfterCreation)}
      />
      <TrackPickField
        form={form}
        field="genreId"
        props={fieldProps('genreId')}
        options={lookupOptions('genre', intl.locale)}
      />
      <TrackTextField
        form={form}
        field="portfolioTitle"
        props={fieldProps('portfolioTitle')}
        maxLength={TextLimits.nameMax}
      />
      <TrackTextField
        form={form}
        field="trackCode"
        props={fieldProps('trackCode')}
        maxLength={TextLimits.shortTextMax}
      />
      <ReadOnlyField
        label={intl.formatMessage(labels.assetId)}
        value={track.assetId ?? intl.formatMessage(m.assetPending)}
      />
    </Group>
  );
}

export function TrackCodesGroup({ form, fieldProps }: GroupProps) {
  const intl = useIntl();
  const styles = useTrackFormStyles();
  const applying = form.values.isrcAuth === 1;
  const isrcLocked = form.lock.isReleased && !form.canEdit('isrc');
  const isrcHint = isrcLocked ? m.releasedIsrc : applying ? m.isrcOptional : m.isrcHint;
  return (
    <Group title={intl.formatMessage(m.identifiers)} id="track-codes">
      <Field {...fieldProps('isrcAuth')} className={styles.wide}>
        <RadioGroup
          name="isrcAuth"
          layout="horizontal"
          value={String(form.values.isrcAuth)}
          disabled={!form.canEdit('isrcAuth')}
          onChange={(_, data) => form.change('isrcAuth', data.value === '1' ? 1 : 0)}
        >
          <Radio value="0" label={intl.formatMessage(isrcAuthMessages[0])} />
          <Radio value="1" label={intl.formatMessage(isrcAuthMessages[1])} />
        </RadioGroup>
      </Field>
      <TrackTextField
        form={form}
        field="isrc"
        props={fieldProps('isrc')}
        hint={intl.formatMessage(isrcHint)}
        maxLength={32}
      />
      <TrackTextField
        form={form}
        field="spatialIsrc"
        props={fieldProps('spatialIsrc')}
        maxLength={32}
      />
      <TrackTextField
        form={form}
        field="iswc"
        props={fieldProps('iswc')}
        hint={intl.formatMessage(m.iswcHint)}
        maxLength={32}
      />
    </Group>
  );
}

export function TrackCreditsGroup({ form, fieldProps }: GroupProps) {
  const intl = useIntl();
  const hint = intl.formatMessage(m.namesHint);
  return (
    <Group title={intl.formatMessage(m.parties)} id="track-credits">
      <TrackArtistsField form={form} props={fieldProps('artists')} />
      <TrackTextField form={form} field="composers" props={fieldProps('composers')} hint={hint} />
      <TrackTextField form={form} field="lyricists" props={fieldProps('lyricists')} hint={hint} />
      <TrackTextField
        form={form}
        field="recordingProducer"
        props={fieldProps('recordingProducer')}
        maxLength={TextLimits.nameMax}
      />
    </Group>
  );
}

export function TrackCompaniesGroup({ form, track, fieldProps }: GroupProps) {
  const intl = useIntl();
  const { user } = useSession();
  const party = {
    where: { field: 'authorizationCompanyId', equals: track.authorizationCompanyId },
    orderBy: 'name',
  } as const;
  const companies = useRecords('recordCompany', party);
  const lines = useRecords('plCline', party);
  const companyOptions = withCurrent(
    (companies ?? []).map((c) => ({ value: c.id, text: c.name })),
    form.values.labelId,
  );
  const lineOptions = (lines ?? []).map((l) => ({ value: l.id, text: l.name }));
  // the organisation stands in as the authorizing party of its own catalogue
  const partyName =
    user?.organisationId === track.authorizationCompanyId
      ? user.organisationName
      : track.authorizationCompanyId;
  return (
    <Group title={intl.formatMessage(m.rights)} id="track-companies">
      <ReadOnlyField
        label={intl.formatMessage(labels.authorizationCompanyId)}
        value={partyName}
        hint={intl.formatMessage(m.fixedAfterCreation)}
      />
      <TrackPickField
        form={form}
        field="labelId"
        props={fieldProps('labelId')}
        options={companyOptions}
        hint={
          companies !== undefined && companies.length === 0
            ? intl.formatMessage(m.noRecordCompany)
            : undefined
        }
      />
      <TrackPickField
        form={form}
        field="pLineId"
        props={fieldProps('pLineId')}
        options={withCurrent(lineOptions, form.values.pLineId)}
      />
      <TrackPickField
        form={form}
        field="cLineId"
        props={fieldProps('cLineId')}
        options={withCurrent(lineOptions, form.values.cLineId)}
      />
    </Group>
  );
}

export function TrackReleaseGroup({ form, track, fieldProps }: GroupProps) {
  const intl = useIntl();
  const styles = useTrackFormStyles();
  const hint = intl.formatMessage(m.timeHint);
  return (
    <Group title={intl.formatMessage(m.release)} id="track-release">
      <div className={styles.wide}>
        <Switch
          label={intl.formatMessage(labels.isAudition)}
          checked={form.values.isAudition}
          disabled={!form.canEdit('isAudition')}
          onChange={(_, data) => form.change('isAudition', data.checked)}
        />
      </div>
      {form.values.isAudition && (
        <>
          <TrackTextField
            form={form}
            field="auditionStart"
            props={fieldProps('auditionStart')}
            hint={hint}
            maxLength={12}
            inputMode="numeric"
          />
          <TrackTextField
            form={form}
            field="auditionEnd"
            props={fieldProps('auditionEnd')}
            hint={hint}
            maxLength={12}
            inputMode="numeric"
          />
        </>
      )}
      <Field {...fieldProps('explicit')} className={styles.wide}>
        <RadioGroup
          name="explicit"
          layout="horizontal"
          value={String(form.values.explicit)}
          disabled={!form.canEdit('explicit')}
          onChange={(_, data) => form.change('explicit', Number(data.value) as 0 | 1 | 2)}
        >
          {([0, 1, 2] as const).map((v) => (
            <Radio key={v} value={String(v)} label={intl.formatMessage(explicitMessages[v])} />
          ))}
        </RadioGroup>
      </Field>
      <TrackChoiceField
        form={form}
        field="spatialAudioType"
        props={fieldProps('spatialAudioType')}
        choices={spatialTypeMessages}
      />
      <TrackChoiceField
        form={form}
        field="quality"
        props={fieldProps('quality')}
        choices={qualityMessages}
      />
      {form.values.spatialAudioType !== '' && (
        <SpatialAudioField
          track={track}
          type={form.values.spatialAudioType}
          editable={form.lock.canEdit('spatialAudio')}
        />
      )}
    </Group>
  );
}
