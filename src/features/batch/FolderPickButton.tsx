import { Button } from '@fluentui/react-components';
import { FolderOpenRegular } from '@fluentui/react-icons';
import { useRef, type ChangeEvent } from 'react';
import { useBatchStyles } from './BatchWizard.styles';
import { filesFromInput, type FolderFile } from './folder/readFolder';

interface Props {
  label: string;
  testId: string;
  disabled?: boolean;
  appearance?: 'primary' | 'secondary';
  onPick(files: FolderFile[]): void;
}

/** A folder picker: `<input webkitdirectory>` hands over every file under the chosen folder. */
export function FolderPickButton({
  label,
  testId,
  disabled,
  appearance = 'primary',
  onPick,
}: Props) {
  const styles = useBatchStyles();
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = filesFromInput(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <>
      <Button
        appearance={appearance}
        icon={<FolderOpenRegular />}
        disabled={disabled}
        onClick={() => input.current?.click()}
        data-testid={testId}
      >
        {label}
      </Button>
      <input
        ref={(node) => {
          input.current = node;
          // React 19 does not know the attribute's name: set it on the element itself
          node?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        multiple
        tabIndex={-1}
        aria-hidden
        className={styles.hiddenInput}
        onChange={onChange}
        data-testid={`${testId}-input`}
      />
    </>
  );
}
