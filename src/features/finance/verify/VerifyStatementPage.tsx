// /finance/verify (issue 17: "a page verifies a PDF or hash against the record"): the partner or
// staff pastes the hash printed on a statement or drops its PDF, and reads whether an issued
// statement they may read has exactly that content, with its period, contract and times. It asks
// the server only: offline it says a connection is needed.
import {
  Body1,
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Textarea,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../../components/useErrorText';
import { reportError } from '../../../data/errorLog';
import type { VerifyResult } from '../../../domain/finance/verify';
import { useOnline } from '../../batch/useOnline';
import { verifyMessages as m } from './messages';
import { verifyHash, verifyPdf } from './verifyCalls';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0 },
  forms: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  form: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  field: { alignSelf: 'stretch' },
  hash: { fontFamily: tokens.fontFamilyMonospace },
  dropping: { outline: `2px dashed ${tokens.colorBrandStroke1}` },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: `${tokens.spacingVerticalS} 0 0`,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

type Outcome = { result: VerifyResult } | { error: unknown } | null;

export function VerifyStatementPage() {
  const intl = useIntl();
  const styles = useStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const fileInput = useRef<HTMLInputElement>(null);
  const [hash, setHash] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [dropping, setDropping] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function check(run: () => Promise<VerifyResult>) {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ result: await run() });
    } catch (error) {
      reportError('finance.verify', error);
      setOutcome({ error });
    } finally {
      setBusy(false);
    }
  }

  function onDrop(event: DragEvent<HTMLFormElement>) {
    event.preventDefault();
    setDropping(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped !== undefined) setFile(dropped);
  }

  const time = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
  const disabled = !online || busy;

  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(m.heading)}
      </Title2>
      <Body1>{intl.formatMessage(m.intro)}</Body1>
      {!online && (
        <MessageBar intent="warning" data-testid="verify-offline">
          <MessageBarBody>{intl.formatMessage(m.needsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.forms}>
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void check(() => verifyHash(hash));
          }}
        >
          <Field
            className={styles.field}
            label={intl.formatMessage(m.hash)}
            hint={intl.formatMessage(m.hashHint)}
          >
            <Textarea
              className={styles.hash}
              value={hash}
              rows={3}
              data-testid="verify-hash"
              onChange={(_, d) => setHash(d.value)}
            />
          </Field>
          <Button
            appearance="primary"
            type="submit"
            disabled={disabled || hash.trim() === ''}
            data-testid="verify-hash-submit"
          >
            {intl.formatMessage(busy ? m.checking : m.checkHash)}
          </Button>
        </form>
        <form
          className={dropping ? `${styles.form} ${styles.dropping}` : styles.form}
          onDragOver={(e) => {
            e.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={onDrop}
          onSubmit={(e) => {
            e.preventDefault();
            if (file !== null) void check(() => verifyPdf(file));
          }}
        >
          {/* a native file input: the Field's label is tied to it by id */}
          <Field
            className={styles.field}
            label={{ children: intl.formatMessage(m.pdf), htmlFor: 'verify-file-input' }}
            hint={file === null ? intl.formatMessage(m.pdfHint) : file.name}
          >
            <input
              id="verify-file-input"
              ref={fileInput}
              type="file"
              accept="application/pdf,.pdf"
              data-testid="verify-file"
              disabled={disabled}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Field>
          <Button
            appearance="primary"
            type="submit"
            disabled={disabled || file === null}
            data-testid="verify-file-submit"
          >
            {intl.formatMessage(busy ? m.checking : m.checkPdf)}
          </Button>
        </form>
      </div>
      {outcome !== null && 'error' in outcome && (
        <MessageBar intent="error" data-testid="verify-error">
          <MessageBarBody>{errorText(outcome.error)}</MessageBarBody>
        </MessageBar>
      )}
      {outcome !== null && 'result' in outcome && (
        <MessageBar
          intent={outcome.result.found ? 'success' : 'error'}
          layout="multiline"
          data-testid={outcome.result.found ? 'verify-found' : 'verify-not-found'}
        >
          <MessageBarBody>
            <MessageBarTitle>
              {intl.formatMessage(outcome.result.found ? m.found : m.notFound)}
            </MessageBarTitle>
            <dl className={styles.facts}>
              <dt className={styles.term}>{intl.formatMessage(m.checkedHash)}</dt>
              <dd className={`${styles.value} ${styles.hash}`}>{outcome.result.hash}</dd>
              {outcome.result.found && (
                <>
                  <dt className={styles.term}>{intl.formatMessage(m.period)}</dt>
                  <dd className={styles.value}>{outcome.result.period}</dd>
                  <dt className={styles.term}>{intl.formatMessage(m.contract)}</dt>
                  <dd className={styles.value}>{outcome.result.contractNumber}</dd>
                  <dt className={styles.term}>{intl.formatMessage(m.issuedAt)}</dt>
                  <dd className={styles.value}>{time(outcome.result.issuedAt)}</dd>
                  <dt className={styles.term}>{intl.formatMessage(m.confirmedAt)}</dt>
                  <dd className={styles.value}>
                    {outcome.result.confirmedAt === null
                      ? intl.formatMessage(m.notConfirmed)
                      : time(outcome.result.confirmedAt)}
                  </dd>
                  <dt className={styles.term}>{intl.formatMessage(m.status)}</dt>
                  <dd className={styles.value}>
                    {intl.formatMessage(m[`status_${outcome.result.status}`])}
                  </dd>
                </>
              )}
            </dl>
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
