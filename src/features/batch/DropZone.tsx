import { mergeClasses } from '@fluentui/react-components';
import { useState, type DragEvent, type ReactNode } from 'react';
import { useBatchStyles } from './BatchWizard.styles';

interface DropZoneProps {
  label: string;
  testId: string;
  disabled?: boolean;
  /** called during the drop event: a DataTransfer is emptied once the event ends */
  onDrop(data: DataTransfer): void;
  children: ReactNode;
}

/** A region files or folders can be dropped on; its buttons work without a mouse. */
export function DropZone({ label, testId, disabled, onDrop, children }: DropZoneProps) {
  const styles = useBatchStyles();
  const [isOver, setOver] = useState(false);
  const over = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return (
    <section
      aria-label={label}
      className={mergeClasses(styles.drop, isOver && styles.dropActive)}
      data-testid={testId}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onDrop(event.dataTransfer);
      }}
    >
      {children}
    </section>
  );
}
