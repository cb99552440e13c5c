import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { AccompanimentType } from '../../../domain/catalogue/enums';
import { FILE_PURPOSES } from '../../../domain/media/filePolicy';
import { FilePickButton } from '../../upload/FilePickButton';
import { fieldError } from '../shared/issueText';
import { mediaCommonMessages as common } from '../shared/media/messages';
import { useMediaFormStyles } from '../shared/media/MediaForms.styles';
import { StoredFileLine } from '../shared/media/StoredFileLine';
import { TrackPicker } from '../shared/media/TrackPicker';
import { accompanimentMessages as m } from './messages';
import type { MediaFormState } from '../shared/media/useMediaForm';
import type { AccompanimentFormValues } from './accompanimentForm';

const LABELS = { trackId: common.track, title: m.title, accompanimentType: m.type, file: m.file };

interface Props {
  form: MediaFormState<AccompanimentFormValues>;
  isTrackFixed: boolean;
}

/** Track, name, vocal / non-vocal, the audio file (with its stored facts) and a tag. */
export function AccompanimentFormFields({ form, isTrackFixed }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const { values, issues, change } = form;
  const error = (field: string) => fieldError(intl, issues, field, LABELS);
  // the domain's 'audio-required' reads "Please upload a song file": here it is the accompaniment's
  const fileError = issues.some((i) => i.field === 'file' && i.code === 'audio-required')
    ? intl.formatMessage(m.fileRequired)
    : error('file');

  return (
    <div className={styles.form}>
      {!isTrackFixed && (
        <Field
          label={intl.formatMessage(common.track)}
          required
          validationMessage={error('trackId')}
        >
          <TrackPicker
            trackId={values.trackId}
            onChange={(id) => change('trackId', id)}
            invalid={error('trackId') !== undefined}
          />
        </Field>
      )}
      <Field label={intl.formatMessage(m.title)} required validationMessage={error('title')}>
        <Input
          value={values.title}
          maxLength={500}
          onChange={(_, d) => change('title', d.value)}
          data-testid="accompaniment-title"
        />
      </Field>
      <Field
        label={intl.formatMessage(m.type)}
        required
        validationMessage={error('accompanimentType')}
      >
        <RadioGroup
          layout="horizontal"
          value={values.accompanimentType ?? ''}
          onChange={(_, d) => change('accompanimentType', d.value as AccompanimentType)}
        >
          <Radio value="vocal" label={intl.formatMessage(m.vocal)} />
          <Radio value="nonVocal" label={intl.formatMessage(m.nonVocal)} />
        </RadioGroup>
      </Field>
      <Field
        label={intl.formatMessage(m.file)}
        required
        validationMessage={fileError}
        hint={intl.formatMessage(m.fileHint)}
      >
        <div className={styles.fileRow}>
          <FilePickButton
            accept={FILE_PURPOSES.accompaniment.extensions}
            label={intl.formatMessage(m.pickFile)}
            disabled={form.fileState.kind === 'checking'}
            testId="accompaniment-file-pick"
            onPick={(picked) => void form.pickFile(picked)}
          />
          <StoredFileLine
            file={values.file}
            pick={form.fileState}
            testId="accompaniment-file-status"
          />
        </div>
      </Field>
      <Field label={intl.formatMessage(common.tag)}>
        <Input
          value={values.tag}
          maxLength={200}
          onChange={(_, d) => change('tag', d.value)}
          data-testid="accompaniment-tag"
        />
      </Field>
    </div>
  );
}
