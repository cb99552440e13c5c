import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
} from '@fluentui/react-components';
import { Dropdown } from '../../../../components/Dropdown';
import { useIntl } from 'react-intl';
import type { Track } from '../../../../domain/catalogue';
import {
  COPYABLE_TRACK_FIELDS,
  type CopyableTrackField,
} from '../../../../domain/catalogue/validateSubmission';
import { FieldGroup } from '../../shared/FieldGroup';
import { fieldState, firstIssueByField } from '../../shared/issueText';
import { formMessages } from '../../shared/messages';
import { trackFieldLabels as labels } from '../../track/messages';
import { copyTracksMessages as m, trackTabMessages } from './messages';
import { useTrackTabStyles } from './TrackTab.styles';
import type { CopyResult, CopyTracksState } from './useCopyTracks';

interface Props {
  state: CopyTracksState;
  tracks: readonly Track[];
  /** the fields the album's review state lets change now */
  editableFields: readonly CopyableTrackField[];
  onCopied(result: CopyResult): void;
}

/** Copy chosen fields of one track to chosen tracks (spec section 2; "at least one field and one track"). */
export function CopyTracksDialog({ state, tracks, editableFields, onCopied }: Props) {
  const intl = useIntl();
  const styles = useTrackTabStyles();
  const byField = firstIssueByField(state.issues);
  const stateOf = (field: string) => fieldState(intl, byField.get(field), labels);
  const optionText = (t: Track) =>
    intl.formatMessage(trackTabMessages.trackOption, { trackNo: t.trackNo ?? '–', track: t.name });
  const source = tracks.find((t) => t.id === state.sourceId);

  const submit = async () => {
    const result = await state.submit();
    if (result) onCopied(result);
  };

  return (
    <Dialog open={state.isOpen} onOpenChange={(_, d) => !d.open && state.close()}>
      <DialogSurface data-testid="copy-tracks-dialog">
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.title)}</DialogTitle>
          <DialogContent className={styles.dialogBody}>
            <Field label={intl.formatMessage(m.source)} required>
              <Dropdown
                value={source ? optionText(source) : ''}
                selectedOptions={state.sourceId ? [state.sourceId] : []}
                onOptionSelect={(_, d) => d.optionValue && state.chooseSource(d.optionValue)}
                data-testid="copy-source"
              >
                {tracks.map((t) => (
                  <Option key={t.id} value={t.id} text={optionText(t)}>
                    {optionText(t)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <FieldGroup
              label={intl.formatMessage(m.fields)}
              required
              {...stateOf('fields')}
              testId="copy-fields"
            >
              <div className={styles.checks}>
                {COPYABLE_TRACK_FIELDS.map((field) => (
                  <Checkbox
                    key={field}
                    label={intl.formatMessage(labels[field])}
                    checked={state.fields.includes(field)}
                    disabled={!editableFields.includes(field)}
                    onChange={(_, d) => state.toggleField(field, d.checked === true)}
                  />
                ))}
              </div>
            </FieldGroup>
            <FieldGroup
              label={intl.formatMessage(m.targets)}
              required
              {...stateOf('trackIds')}
              testId="copy-targets"
            >
              <div className={styles.checks}>
                {tracks
                  .filter((t) => t.id !== state.sourceId)
                  .map((t) => (
                    <Checkbox
                      key={t.id}
                      label={optionText(t)}
                      checked={state.targetIds.includes(t.id)}
                      onChange={(_, d) => state.toggleTarget(t.id, d.checked === true)}
                    />
                  ))}
              </div>
            </FieldGroup>
            {state.hasFailed && (
              <MessageBar intent="error">
                <MessageBarBody>{intl.formatMessage(m.failed)}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={state.isBusy}
              onClick={() => void submit()}
              data-testid="copy-submit"
            >
              {intl.formatMessage(m.submit)}
            </Button>
            <Button onClick={state.close}>{intl.formatMessage(formMessages.cancel)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
