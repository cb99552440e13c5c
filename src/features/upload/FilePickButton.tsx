import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useRef, type ChangeEvent } from 'react';
import { hasFilePicker, pickWithHandle } from '../../uploads/fileHandles';
import { useUploadTaskListStyles } from './UploadTaskList.styles';

export interface PickedFile {
  file: File;
  handle?: FileSystemFileHandle;
}

interface FilePickButtonProps {
  /** extensions without the dot */
  accept: readonly string[];
  label: string;
  ariaLabel?: string;
  disabled?: boolean;
  testId?: string;
  onPick(picked: PickedFile): void;
}

/** Chromium's picker when there is one (its handle reopens a ghost upload), a file input otherwise. */
export function FilePickButton({
  accept,
  label,
  ariaLabel,
  disabled,
  testId,
  onPick,
}: FilePickButtonProps) {
  const styles = useUploadTaskListStyles();
  const input = useRef<HTMLInputElement>(null);
  const onClick = () => {
    if (!hasFilePicker()) {
      input.current?.click();
      return;
    }
    void pickWithHandle(accept).then((picked) => picked && onPick(picked));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick({ file });
  };
  return (
    <>
      <Button
        icon={<ArrowUploadRegular />}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={onClick}
        data-testid={testId}
        className={styles.pickButton}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        tabIndex={-1}
        aria-hidden
        className={styles.hiddenInput}
        accept={accept.map((ext) => `.${ext}`).join(',')}
        onChange={onChange}
        data-testid={testId ? `${testId}-input` : undefined}
      />
    </>
  );
}
