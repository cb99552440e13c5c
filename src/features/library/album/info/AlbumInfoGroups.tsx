// The groups of the album information form (every album field of spec section 3). Each input is
// bound to the form hook; labels, required marks and messages come from useAlbumFieldProps.
import { Field, Radio, RadioGroup, Subtitle2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../../../app/session/useSession';
import { useRecords } from '../../../../data/catalogueHooks';
import {
  EXPLICIT,
  SOURCE,
  TextLimits,
  UPC_MODES,
  type AlbumEdition,
  type AlbumType,
  type Explicit,
  type UpcMode,
} from '../../../../domain/catalogue';
import { lookupName, lookupOptions } from '../../shared/lookupOptions';
import type { AlbumInfoForm } from '../useAlbumInfoForm';
import { AlbumArtistsField } from './AlbumArtistsField';
import {
  AlbumChoiceField,
  AlbumDateField,
  AlbumIntroductionField,
  AlbumPickField,
  AlbumReadOnlyField,
  AlbumSwitchField,
  AlbumTextField,
  withCurrent,
} from './AlbumFields';
import { useAlbumFormStyles } from './AlbumForm.styles';
import {
  albumEditionMessages,
  albumExplicitMessages,
  albumFieldLabels as labels,
  albumFormMessages as m,
  albumSourceMessages,
  albumTypeMessages,
  upcModeMessages,
} from './messages';
import type { AlbumFieldPropsOf } from './useAlbumFieldProps';

interface GroupProps {
  form: AlbumInfoForm;
  fieldProps: AlbumFieldPropsOf;
}

function Group({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  const styles = useAlbumFormStyles();
  return (
    <section className={styles.group} aria-labelledby={id} data-testid={id}>
      <Subtitle2 as="h2" id={id} className={styles.legend}>
        {title}
      </Subtitle2>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}

export function AlbumBasicsGroup({ form, fieldProps }: GroupProps) {
  const intl = useIntl();
  const styles = useAlbumFormStyles();
  const { album } = form;
  return (
    <Group title={intl.formatMessage(m.basics)} id="album-basics">
      <AlbumTextField
        form={form}
        field="name"
        props={fieldProps('name')}
        maxLength={TextLimits.nameMax}
        className={styles.wide}
      />
      <AlbumChoiceField
        form={form}
        field="type"
        props={fieldProps('type')}
        hint={intl.formatMessage(m.typeGuidance)}
        choices={albumTypeMessages}
        parse={(key) => Number(key) as AlbumType}
      />
      <AlbumChoiceField
        form={form}
        field="edition"
        props={fieldProps('edition')}
        choices={albumEditionMessages}
        parse={(key) => key as AlbumEdition | ''}
        optional
      />
      <AlbumReadOnlyField
        label={intl.formatMessage(labels.displayLanguage)}
        value={lookupName('displayLanguage', album.displayLanguage, intl.locale)}
        hint={intl.formatMessage(m.fixedAfterCreation)}
        testId="album-display-language"
      />
      <AlbumPickField
        form={form}
        field="performingLanguage"
        props={fieldProps('performingLanguage')}
        options={lookupOptions('performLanguage', intl.locale)}
      />
      <AlbumPickField
        form={form}
        field="genreId"
        props={fieldProps('genreId')}
        options={lookupOptions('genre', intl.locale)}
      />
      <AlbumTextField
        form={form}
        field="albumNumber"
        props={fieldProps('albumNumber')}
        maxLength={TextLimits.shortTextMax}
      />
      <AlbumIntroductionField
        form={form}
        props={fieldProps('introduction')}
        className={styles.wide}
      />
      {/* a record this device created has no source until the server's copy arrives: it is this portal */}
      <AlbumReadOnlyField
        label={intl.formatMessage(labels.source)}
        value={intl.formatMessage(
          albumSourceMessages[album.source] ?? albumSourceMessages[SOURCE.frontDesk],
        )}
      />
      <AlbumReadOnlyField
        label={intl.formatMessage(labels.paymentMode)}
        value={album.paymentMode ?? intl.formatMessage(m.paymentModeNone)}
        hint={intl.formatMessage(m.paymentModeHint)}
      />
    </Group>
  );
}

export function AlbumUpcGroup({ form, fieldProps }: GroupProps) {
  const intl = useIntl();
  const styles = useAlbumFormStyles();
  const owned = form.values.upcMode === 'owned';
  return (
    <Group title={intl.formatMessage(m.codes)} id="album-upc">
      <Field {...fieldProps('upcMode')} className={styles.wide}>
        <RadioGroup
          name="upcMode"
          layout="horizontal"
          value={form.values.upcMode}
          disabled={!form.canEdit('upcMode')}
          onChange={(_, data) => form.change('upcMode', data.value as UpcMode)}
        >
          {UPC_MODES.map((mode) => (
            <Radio
              key={mode}
              value={mode}
              label={intl.formatMessage(upcModeMessages[mode])}
              data-testid={`album-upc-mode-${mode}`}
            />
          ))}
        </RadioGroup>
      </Field>
      {owned ? (
        <AlbumTextField
          form={form}
          field="upc"
          props={fieldProps('upc')}
          hint={intl.formatMessage(m.upcHint)}
          maxLength={32}
          inputMode="numeric"
        />
      ) : (
        <AlbumReadOnlyField
          label={intl.formatMessage(labels.upc)}
          value={form.album.upc ?? intl.formatMessage(m.upcPending)}
          hint={intl.formatMessage(m.upcPlatform)}
        />
      )}
    </Group>
  );
}

export function AlbumPartiesGroup({ form, fieldProps }: GroupProps) {
  const intl = useIntl();
  const { user } = useSession();
  const { album } = form;
  const party = {
    where: { field: 'authorizationCompanyId', equals: album.authorizationCompanyId },
    orderBy: 'name',
  } as const;
  const companies = useRecords('recordCompany', party);
  const lines = useRecords('plCline', party);
  const unknown = intl.formatMessage(m.unknownRecord);
  const companyOptions = (companies ?? []).map((c) => ({ value: c.id, text: c.name }));
  const lineOptions = (lines ?? []).map((l) => ({ value: l.id, text: l.name }));
  const noLines =
    lines !== undefined && lines.length === 0 ? intl.formatMessage(m.noLine) : undefined;
  // the organisation stands in as the authorizing party of its own catalogue
  const partyName =
    user?.organisationId === album.authorizationCompanyId
      ? user.organisationName
      : album.authorizationCompanyId;
  return (
    <Group title={intl.formatMessage(m.parties)} id="album-parties">
      <AlbumReadOnlyField
        label={intl.formatMessage(labels.authorizationCompanyId)}
        value={partyName}
        hint={intl.formatMessage(m.fixedAfterCreation)}
        testId="album-authorization-company"
      />
      <AlbumPickField
        form={form}
        field="recordCompanyId"
        props={fieldProps('recordCompanyId')}
        options={withCurrent(companyOptions, form.values.recordCompanyId, unknown)}
        hint={
          companies !== undefined && companies.length === 0
            ? intl.formatMessage(m.noRecordCompany)
            : undefined
        }
      />
      <AlbumPickField
        form={form}
        field="pLineId"
        props={fieldProps('pLineId')}
        options={withCurrent(lineOptions, form.values.pLineId, unknown)}
        hint={noLines}
      />
      <AlbumPickField
        form={form}
        field="cLineId"
        props={fieldProps('cLineId')}
        options={withCurrent(lineOptions, form.values.cLineId, unknown)}
        hint={noLines}
      />
      <AlbumArtistsField form={form} props={fieldProps('artists')} />
    </Group>
  );
}

export function AlbumReleaseGroup({ form, fieldProps }: GroupProps) {
  const intl = useIntl();
  const styles = useAlbumFormStyles();
  return (
    <Group title={intl.formatMessage(m.release)} id="album-release">
      <AlbumDateField
        form={form}
        field="originalReleaseDate"
        props={fieldProps('originalReleaseDate')}
      />
      <AlbumDateField
        form={form}
        field="expectedOnShelfDate"
        props={fieldProps('expectedOnShelfDate')}
      />
      <AlbumDateField
        form={form}
        field="requestedOffShelfDate"
        props={fieldProps('requestedOffShelfDate')}
        hint={intl.formatMessage(m.offShelfHint)}
      />
      <Field {...fieldProps('explicit')} className={styles.wide}>
        <RadioGroup
          name="explicit"
          layout="horizontal"
          value={String(form.values.explicit)}
          disabled={!form.canEdit('explicit')}
          onChange={(_, data) => form.change('explicit', Number(data.value) as Explicit)}
        >
          {EXPLICIT.map((v) => (
            <Radio key={v} value={String(v)} label={intl.formatMessage(albumExplicitMessages[v])} />
          ))}
        </RadioGroup>
      </Field>
      <AlbumSwitchField form={form} field="isCollection" props={fieldProps('isCollection')} />
      <AlbumSwitchField form={form} field="previewAllowed" props={fieldProps('previewAllowed')} />
    </Group>
  );
}
