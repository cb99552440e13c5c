import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import type { Track } from '../../../domain/catalogue';
import { useUploadTaskOf } from '../../../uploads/useUploadTasks';
import { useFileRecordStatus } from '../../upload/useFileRecordStatus';
import { rollingCodeMessages, rollingMessages as m } from './messages';
import { useRollingStyles } from './RollingEditor.styles';
import { RollingLyricsEditor } from './RollingLyricsEditor';
import { useRollingEditor } from './useRollingEditor';

interface Props {
  track: Track;
  /** the album's review state allows lyrics changes */
  editable: boolean;
  onClose(): void;
}

/** The rolling lyrics editor as a dialog: what is missing first (audio, lyrics), then the editor. */
export function RollingLyricsDialog({ track, editable, onClose }: Props) {
  const intl = useIntl();
  const styles = useRollingStyles();
  const audio = track.audio;
  const task = useUploadTaskOf(audio?.path ?? null);
  const record = useFileRecordStatus(
    audio?.path ?? null,
    task !== undefined || Boolean(audio?.verifiedAt),
  );
  const editor = useRollingEditor(
    track,
    task?.verification === 'verified' || record?.status === 'verified',
  );
  const blocker =
    editor.readiness ?? (editor.load.kind === 'failed' ? { code: editor.load.code } : null);

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="rolling-dialog">
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={intl.formatMessage(m.close)}
                icon={<DismissRegular />}
                onClick={onClose}
              />
            }
          >
            {intl.formatMessage(m.title, { track: track.name })}
          </DialogTitle>
          <DialogContent>
            {blocker !== null ? (
              <MessageBar intent="warning" data-testid="rolling-blocker">
                <MessageBarBody>
                  {intl.formatMessage(rollingCodeMessages[blocker.code], {})}
                </MessageBarBody>
              </MessageBar>
            ) : editor.load.kind === 'loading' || audio === null ? (
              <Spinner size="small" label={intl.formatMessage(m.loading)} />
            ) : (
              <RollingLyricsEditor
                track={{ ...track, audio }}
                editor={editor}
                editable={editable}
              />
            )}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
