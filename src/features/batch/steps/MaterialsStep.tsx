import { Body1, Button, Spinner } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useBatchStyles } from '../BatchWizard.styles';
import { DropZone } from '../DropZone';
import { FolderPickButton } from '../FolderPickButton';
import { entriesOfDrop, readEntries } from '../folder/readFolder';
import { batchMaterialMessages as m } from '../messages';
import { targetNamesOf } from '../targetText';
import type { BatchWizardState } from '../useBatchWizard';
import { AcceptedTable, MissingTable, RefusedTable } from './MaterialTables';

/** Step 3 (optional): material folders picked or dropped, matched and checked before any upload. */
export function MaterialsStep({ wizard }: { wizard: BatchWizardState }) {
  const intl = useIntl();
  const styles = useBatchStyles();
  const { state, choose, reading, clear } = wizard.materials;
  const names = useMemo(() => targetNamesOf(wizard.albums), [wizard.albums]);
  const isBusy = state.status === 'reading' || state.status === 'checking';

  const onDrop = (data: DataTransfer) => {
    const roots = entriesOfDrop(data.items);
    if (roots.length === 0) return;
    reading();
    void readEntries(roots).then((files) => choose(files));
  };

  return (
    <div className={styles.card}>
      <Body1 className={styles.muted}>{intl.formatMessage(m.intro)}</Body1>
      <Body1 className={styles.muted}>{intl.formatMessage(m.optional)}</Body1>
      <DropZone
        label={intl.formatMessage(m.dropLabel)}
        testId="batch-folder-drop"
        disabled={isBusy}
        onDrop={onDrop}
      >
        <div className={styles.row}>
          <FolderPickButton
            label={intl.formatMessage(m.choose)}
            testId="batch-folder"
            disabled={isBusy}
            onPick={(files) => void choose(files)}
          />
          {state.status !== 'idle' && !isBusy && (
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              onClick={clear}
              data-testid="batch-folder-clear"
            >
              {intl.formatMessage(m.clear)}
            </Button>
          )}
        </div>
        <Body1 className={styles.muted}>{intl.formatMessage(m.drop)}</Body1>
      </DropZone>
      {state.status === 'reading' && <Spinner size="small" label={intl.formatMessage(m.reading)} />}
      {state.status === 'checking' && (
        <Spinner
          size="small"
          label={intl.formatMessage(m.checking, { done: state.done, total: state.total })}
          data-testid="batch-materials-checking"
        />
      )}
      {state.status === 'ready' && (
        <>
          <Body1 data-testid="batch-materials-summary">
            {intl.formatMessage(m.summary, {
              accepted: state.accepted.length,
              refused: state.refused.length,
              missing: state.missing.length,
            })}
          </Body1>
          {state.refused.length > 0 && <RefusedTable refused={state.refused} />}
          {state.missing.length > 0 && <MissingTable missing={state.missing} names={names} />}
          {state.accepted.length > 0 && <AcceptedTable accepted={state.accepted} names={names} />}
        </>
      )}
    </div>
  );
}
