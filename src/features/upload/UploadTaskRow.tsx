import { Button, Caption1, ProgressBar, Text } from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  DismissRegular,
  PauseRegular,
  PlayRegular,
} from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { UploadActions } from '../../uploads/uploadActions';
import type { UploadTask } from '../../uploads/uploadTasks';
import { GhostReselect, type Reselect } from './GhostReselect';
import { uploadMessages as m } from './messages';
import { formatBytes, taskErrorText } from './uploadText';
import { useUploadTaskListStyles } from './UploadTaskList.styles';

const STATE_TEXT = {
  uploading: m.uploading,
  paused: m.paused,
  failed: m.failed,
  ghost: m.ghost,
} as const;

/** One task: name, state, progress bar, percent and size, and its buttons. */
export function UploadTaskRow({
  task,
  actions,
  reselect,
}: {
  task: UploadTask;
  actions: UploadActions;
  reselect: Reselect;
}) {
  const intl = useIntl();
  const styles = useUploadTaskListStyles();
  const file = task.name;
  const stateText =
    task.state === 'done'
      ? intl.formatMessage(task.verification === 'verified' ? m.verified : m.verifying)
      : intl.formatMessage(STATE_TEXT[task.state]);
  const progress = intl.formatMessage(m.progress, {
    percent: task.percent,
    uploaded: formatBytes(intl, task.bytesUploaded),
    total: formatBytes(intl, task.size),
  });

  return (
    <li
      className={styles.row}
      data-testid="upload-task"
      data-state={task.state}
      data-percent={task.percent}
      data-file-id={task.fileId}
    >
      <div className={styles.line}>
        <Text className={styles.name} title={file}>
          {file}
        </Text>
        {task.state === 'uploading' && (
          <Button
            size="small"
            appearance="subtle"
            icon={<PauseRegular />}
            aria-label={intl.formatMessage(m.pause, { file })}
            onClick={() => actions.pause(task.id)}
          />
        )}
        {task.state === 'paused' && (
          <Button
            size="small"
            appearance="subtle"
            icon={<PlayRegular />}
            aria-label={intl.formatMessage(m.resume, { file })}
            onClick={() => actions.resume(task.id)}
          />
        )}
        {task.state === 'failed' && task.verification !== 'rejected' && (
          <Button
            size="small"
            appearance="subtle"
            icon={<ArrowClockwiseRegular />}
            aria-label={intl.formatMessage(m.retry, { file })}
            onClick={() => actions.resume(task.id)}
          />
        )}
        <Button
          size="small"
          appearance="subtle"
          icon={<DismissRegular />}
          aria-label={intl.formatMessage(
            task.state === 'done' || task.verification === 'rejected' ? m.remove : m.cancel,
            { file },
          )}
          onClick={() => actions.cancel(task.id)}
        />
      </div>
      <ProgressBar
        value={task.percent / 100}
        color={task.state === 'failed' ? 'error' : task.state === 'done' ? 'success' : 'brand'}
        aria-label={file}
        aria-valuetext={progress}
      />
      <Caption1 className={styles.muted}>
        {stateText} · {progress}
      </Caption1>
      {task.state === 'failed' && task.error && (
        <Caption1 className={styles.error} data-testid="upload-task-error">
          {taskErrorText(intl, task.error, file)}
        </Caption1>
      )}
      {task.state === 'ghost' && <GhostReselect task={task} reselect={reselect} />}
    </li>
  );
}
