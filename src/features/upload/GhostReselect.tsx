import { Button, Caption1 } from '@fluentui/react-components';
import { DocumentArrowUpRegular, FolderOpenRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { hasFilePicker, loadFileHandle, reopenFileHandle } from '../../uploads/fileHandles';
import type { UploadTask } from '../../uploads/uploadTasks';
import { uploadMessages as m } from './messages';
import { formatBytes } from './uploadText';
import { useUploadTaskListStyles } from './UploadTaskList.styles';

export type Reselect = (id: string, file: File) => Promise<boolean>;

/**
 * After a browser restart the file of an unfinished upload is gone (a Golden Retriever "ghost"):
 * one step brings it back, by the handle kept in Chromium or by a picker that takes only that file.
 */
export function GhostReselect({ task, reselect }: { task: UploadTask; reselect: Reselect }) {
  const intl = useIntl();
  const styles = useUploadTaskListStyles();
  const input = useRef<HTMLInputElement>(null);
  const [handle, setHandle] = useState<FileSystemFileHandle | null>(null);
  const [isWrong, setIsWrong] = useState(false);

  useEffect(() => {
    if (!hasFilePicker()) return;
    let live = true;
    void loadFileHandle(task.id).then((h) => live && setHandle(h));
    return () => {
      live = false;
    };
  }, [task.id]);

  const offer = async (file: File | null) => {
    if (file) setIsWrong(!(await reselect(task.id, file)));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    void offer(file);
  };
  const ext = task.name.includes('.') ? task.name.slice(task.name.lastIndexOf('.')) : '';

  return (
    <>
      <Caption1 className={styles.muted}>
        {intl.formatMessage(m.ghostHint, { file: task.name })}
      </Caption1>
      <div className={styles.line}>
        {handle && (
          <Button
            size="small"
            appearance="primary"
            icon={<FolderOpenRegular />}
            onClick={() => void reopenFileHandle(handle).then(offer)}
          >
            {intl.formatMessage(m.reopen, { file: task.name })}
          </Button>
        )}
        <Button
          size="small"
          icon={<DocumentArrowUpRegular />}
          onClick={() => input.current?.click()}
        >
          {intl.formatMessage(m.reselect, { file: task.name })}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ext}
          className={styles.hiddenInput}
          onChange={onChange}
          data-testid="ghost-file-input"
        />
      </div>
      {isWrong && (
        <Caption1 role="alert" className={styles.error}>
          {intl.formatMessage(m.wrongFile, { file: task.name, size: formatBytes(intl, task.size) })}
        </Caption1>
      )}
    </>
  );
}
