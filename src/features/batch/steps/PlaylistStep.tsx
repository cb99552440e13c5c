import { Body1, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentTableRegular } from '@fluentui/react-icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useBatchStyles } from '../BatchWizard.styles';
import { DropZone } from '../DropZone';
import { batchSheetMessages as m } from '../messages';
import { playlistServices } from '../playlistServices';
import { isXlsxName, type BatchWizardState } from '../useBatchWizard';
import { PlaylistIssues } from './PlaylistIssues';
import { PlaylistLeftOut } from './PlaylistLeftOut';
import { PlaylistNotices } from './PlaylistNotices';
import { PlaylistPreview } from './PlaylistPreview';
import { reportError } from '../../../data/errorLog';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Offers bytes as a download without leaving the page. */
function download(bytes: Uint8Array, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Step 2: the template, the playlist chosen or dropped, its errors and the albums it will create. */
export function PlaylistStep({ wizard }: { wizard: BatchWizardState }) {
  const intl = useIntl();
  const styles = useBatchStyles();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { sheet } = wizard;

  const onTemplate = async () => {
    setProblem(null);
    try {
      const { bytes, fileName } = await playlistServices.template(intl.locale);
      download(bytes, fileName);
    } catch (error) {
      reportError('batch.template', error);
      setProblem(intl.formatMessage(m.templateFailed));
    }
  };
  const choose = (file: File | undefined) => {
    setProblem(null);
    if (file === undefined) return;
    if (!isXlsxName(file.name)) setProblem(intl.formatMessage(m.notXlsx));
    else void wizard.chooseSheet(file);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    choose(file);
  };

  const parsed = sheet.status === 'read' ? sheet.parsed : null;
  return (
    <div className={styles.card}>
      <Body1 className={styles.muted}>{intl.formatMessage(m.intro)}</Body1>
      <div className={styles.row}>
        <Button
          icon={<ArrowDownloadRegular />}
          onClick={() => void onTemplate()}
          data-testid="batch-template"
        >
          {intl.formatMessage(m.template)}
        </Button>
      </div>
      <DropZone
        label={intl.formatMessage(m.dropLabel)}
        testId="batch-sheet-drop"
        disabled={sheet.status === 'reading'}
        onDrop={(data) => choose(data.files[0])}
      >
        <Button
          appearance="primary"
          icon={<DocumentTableRegular />}
          disabled={sheet.status === 'reading'}
          onClick={() => input.current?.click()}
          data-testid="batch-sheet-choose"
        >
          {intl.formatMessage(m.choose)}
        </Button>
        <Body1 className={styles.muted}>{intl.formatMessage(m.drop)}</Body1>
        <input
          ref={input}
          type="file"
          accept=".xlsx"
          tabIndex={-1}
          aria-hidden
          className={styles.hiddenInput}
          onChange={onChange}
          data-testid="batch-sheet-input"
        />
      </DropZone>
      {problem !== null && (
        <MessageBar intent="error" data-testid="batch-sheet-problem">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {sheet.status === 'reading' && (
        <Spinner size="small" label={intl.formatMessage(m.reading, { file: sheet.fileName })} />
      )}
      {sheet.status === 'failed' && (
        <MessageBar intent="error" data-testid="batch-sheet-problem">
          <MessageBarBody>{intl.formatMessage(m.failed, { file: sheet.fileName })}</MessageBarBody>
        </MessageBar>
      )}
      {sheet.status === 'refused' && (
        <MessageBar intent="error" data-testid="batch-sheet-problem">
          <MessageBarBody>
            {intl.formatMessage(m.refused, {
              file: sheet.fileName,
              reason: intl.formatMessage(
                playlistServices.issueMessage(sheet.refusal.refused),
                sheet.refusal.params,
              ),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {parsed !== null && (
        <>
          <Body1 data-testid="batch-sheet-summary">
            {intl.formatMessage(m.summary, {
              file: sheet.status === 'read' ? sheet.fileName : '',
              rows: parsed.rowCount,
              albums: parsed.albums.length,
              errors: parsed.issues.length,
            })}
          </Body1>
          {parsed.issues.length > 0 && <PlaylistIssues issues={parsed.issues} />}
          {(parsed.leftOut?.length ?? 0) > 0 && <PlaylistLeftOut albums={parsed.leftOut ?? []} />}
          {(parsed.notices?.length ?? 0) > 0 && <PlaylistNotices notices={parsed.notices ?? []} />}
          {parsed.albums.length > 0 ? (
            <PlaylistPreview albums={parsed.albums} />
          ) : (
            <MessageBar intent="warning" data-testid="batch-sheet-none">
              <MessageBarBody>{intl.formatMessage(m.none)}</MessageBarBody>
            </MessageBar>
          )}
        </>
      )}
    </div>
  );
}
