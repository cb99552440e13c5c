import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { latestClipStartMs, suggestedClipSeconds } from '../../../domain/catalogue/clipRules';
import { CLIP_TYPE } from '../../../domain/catalogue/enums';
import { parseTimeInput, formatClockTime } from '../../../domain/catalogue/time';
import { FILE_PURPOSES } from '../../../domain/media/filePolicy';
import { FilePickButton } from '../../upload/FilePickButton';
import type { ClipFormValues, EditableClipType } from './clipForm';
import { fieldError, issueText } from '../shared/issueText';
import { mediaCommonMessages as common } from '../shared/media/messages';
import { clipMessages as m } from './messages';
import { StoredFileLine } from '../shared/media/StoredFileLine';
import { TrackPicker } from '../shared/media/TrackPicker';
import type { MediaFormState } from '../shared/media/useMediaForm';
import { useMediaFormStyles } from '../shared/media/MediaForms.styles';

const LABELS = {
  trackId: common.track,
  title: m.title,
  startMs: m.start,
  durationMs: m.duration,
  file: m.file,
  type: m.type,
};

interface Props {
  form: MediaFormState<ClipFormValues>;
  /** the track is given by the page (a track's tab): no picker */
  isTrackFixed: boolean;
}

/** The fields of a clip: track, title, type, start (minutes and seconds), duration, file, tag. */
export function ClipFormFields({ form, isTrackFixed }: Props) {
  const intl = useIntl();
  const styles = useMediaFormStyles();
  const ids = {
    start: useId(),
    minutes: useId(),
    seconds: useId(),
    minutesUnit: useId(),
    secondsUnit: useId(),
  };
  const { values, issues, trackDurationMs, change } = form;
  const error = (field: string) => fieldError(intl, issues, field, LABELS);
  const typeError = error('type');
  const warning = issues.find((i) => i.severity === 'warning');
  const duration = parseTimeInput(values.duration);
  const latest = duration.ok ? latestClipStartMs(trackDurationMs, duration.ms) : null;
  const trackLength =
    trackDurationMs !== null && trackDurationMs > 0
      ? intl.formatMessage(m.trackLength, { time: formatClockTime(trackDurationMs) })
      : intl.formatMessage(m.trackLengthUnknown);

  return (
    <div className={styles.form}>
      {!isTrackFixed && (
        <Field
          label={intl.formatMessage(common.track)}
          required
          validationMessage={error('trackId')}
          hint={values.trackId ? trackLength : undefined}
        >
          <TrackPicker
            trackId={values.trackId}
            onChange={(id) => change('trackId', id)}
            invalid={error('trackId') !== undefined}
          />
        </Field>
      )}
      {isTrackFixed && <Text className={styles.muted}>{trackLength}</Text>}
      <Field label={intl.formatMessage(m.title)} required validationMessage={error('title')}>
        <Input
          value={values.title}
          maxLength={500}
          onChange={(_, d) => change('title', d.value)}
          data-testid="clip-title"
        />
      </Field>
      <Field label={intl.formatMessage(m.type)} validationMessage={typeError}>
        <RadioGroup
          layout="horizontal"
          value={String(values.type)}
          onChange={(_, d) => change('type', Number(d.value) as EditableClipType)}
        >
          <Radio value={String(CLIP_TYPE.system)} label={intl.formatMessage(m.typeSystem)} />
          <Radio value={String(CLIP_TYPE.uploaded)} label={intl.formatMessage(m.typeUploaded)} />
        </RadioGroup>
      </Field>
      <Field
        // two boxes share the label: each has its own id, named "Start time Minutes" / "… Seconds"
        label={{ children: intl.formatMessage(m.start), id: ids.start }}
        required
        validationMessage={error('startMs')}
        hint={
          latest !== null && values.type === CLIP_TYPE.system
            ? intl.formatMessage(m.latestStart, { time: formatClockTime(latest) })
            : undefined
        }
      >
        <div className={styles.row} role="group" aria-labelledby={ids.start}>
          <Input
            className={styles.timeBox}
            inputMode="numeric"
            id={ids.minutes}
            aria-labelledby={`${ids.start} ${ids.minutesUnit}`}
            value={values.startMinutes}
            onChange={(_, d) => change('startMinutes', d.value)}
            contentAfter={
              <Text size={200} id={ids.minutesUnit}>
                {intl.formatMessage(m.minutes)}
              </Text>
            }
            data-testid="clip-start-minutes"
          />
          <Input
            className={styles.timeBox}
            inputMode="decimal"
            id={ids.seconds}
            aria-labelledby={`${ids.start} ${ids.secondsUnit}`}
            value={values.startSeconds}
            onChange={(_, d) => change('startSeconds', d.value)}
            contentAfter={
              <Text size={200} id={ids.secondsUnit}>
                {intl.formatMessage(m.seconds)}
              </Text>
            }
            data-testid="clip-start-seconds"
          />
        </div>
      </Field>
      <Field
        label={intl.formatMessage(m.duration)}
        required={values.type === CLIP_TYPE.system}
        validationMessage={error('durationMs')}
        hint={intl.formatMessage(m.durationHint)}
      >
        <div className={styles.row}>
          <Input
            className={styles.timeBox}
            inputMode="decimal"
            value={values.duration}
            onChange={(_, d) => change('duration', d.value)}
            data-testid="clip-duration"
          />
          <div
            className={styles.quick}
            role="group"
            aria-label={intl.formatMessage(m.quickLengths)}
          >
            {suggestedClipSeconds(trackDurationMs).map((s) => (
              <Button
                key={s}
                size="small"
                appearance={values.duration.trim() === String(s) ? 'primary' : 'secondary'}
                aria-pressed={values.duration.trim() === String(s)}
                onClick={() => change('duration', String(s))}
              >
                {intl.formatMessage(m.quickLength, { seconds: s })}
              </Button>
            ))}
          </div>
        </div>
      </Field>
      {warning && !error('durationMs') && (
        <MessageBar intent="info">
          <MessageBarBody>{issueText(intl, warning, LABELS)}</MessageBarBody>
        </MessageBar>
      )}
      {values.type === CLIP_TYPE.uploaded && (
        <Field label={intl.formatMessage(m.file)} required validationMessage={error('file')}>
          <div className={styles.fileRow}>
            <FilePickButton
              accept={FILE_PURPOSES.clip.extensions}
              label={intl.formatMessage(m.pickFile)}
              disabled={form.fileState.kind === 'checking'}
              testId="clip-file-pick"
              onPick={(picked) => void form.pickFile(picked)}
            />
            <StoredFileLine file={values.file} pick={form.fileState} testId="clip-file-status" />
          </div>
        </Field>
      )}
      <Field label={intl.formatMessage(common.tag)}>
        <Input
          value={values.tag}
          maxLength={200}
          onChange={(_, d) => change('tag', d.value)}
          data-testid="clip-tag"
        />
      </Field>
    </div>
  );
}
