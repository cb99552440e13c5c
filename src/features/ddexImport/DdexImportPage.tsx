// /staff/ddex/import: the back office uploads an ERN 4.3 message (XML or zip) for a partner, reads
// its plan, and imports it as a new album (source 3). Both steps are the server's answers: the
// screen needs a connection and says so offline; nothing is queued.
import {
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
} from '@fluentui/react-components';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../components/RouterLink';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import type {
  BackofficeOrganisation,
  DdexImportApplied,
  DdexImportPlanResult,
} from '../../domain/ddex/importApi';
import { routePath } from '../../domain/routes';
import { useOnline } from '../batch/useOnline';
import { LookupCombobox } from '../library/shared/LookupCombobox';
import { useReviewStyles } from '../review/Review.styles';
import { DdexImportPlan } from './DdexImportPlan';
import { applyImport, planImport, searchOrganisations } from './ddexImportCalls';
import { useDdexImportStyles } from './DdexImport.styles';
import { ddexImportMessages as m } from './messages';

type Step =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'failed'; error: string }
  | { kind: 'planned'; result: DdexImportPlanResult }
  | { kind: 'applied'; result: DdexImportPlanResult; applied: DdexImportApplied };

export function DdexImportPage() {
  const intl = useIntl();
  const styles = useReviewStyles();
  const own = useDdexImportStyles();
  const online = useOnline();
  const errorText = useErrorText();
  const [organisations, setOrganisations] = useState<BackofficeOrganisation[]>([]);
  const [orgId, setOrgId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    searchOrganisations('', controller.signal).then(setOrganisations, (error: unknown) => {
      if (!controller.signal.aborted) reportError('ddexImport.organisations', error);
    });
    return () => controller.abort();
  }, [online]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setStep({ kind: 'idle' });
    setApplyError(null);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0] ?? null);
  };

  async function check() {
    if (file === null || orgId === '') return;
    setStep({ kind: 'busy' });
    setApplyError(null);
    try {
      setStep({ kind: 'planned', result: await planImport(orgId, file) });
    } catch (error) {
      reportError('ddexImport.plan', error);
      setStep({ kind: 'failed', error: errorText(error) });
    }
  }

  async function runImport(result: DdexImportPlanResult) {
    if (result.importId === null) return;
    setApplying(true);
    setApplyError(null);
    try {
      const applied = await applyImport(result.importId, result.orgId);
      setStep({ kind: 'applied', result, applied });
    } catch (error) {
      reportError('ddexImport.apply', error);
      setApplyError(errorText(error));
    } finally {
      setApplying(false);
    }
  }

  const result = step.kind === 'planned' || step.kind === 'applied' ? step.result : null;
  const hasErrors = result?.problems.some((p) => p.severity === 'error') ?? false;
  const canImport =
    online &&
    step.kind === 'planned' &&
    !hasErrors &&
    result?.effect === 'create' &&
    result.importedAlbum === null;

  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(m.heading)}
      </Title2>
      <Body1 className={styles.muted}>{intl.formatMessage(m.intro)}</Body1>
      {online ? null : (
        <MessageBar intent="warning" data-testid="ddex-offline">
          <MessageBarBody>{intl.formatMessage(m.needsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.filters}>
        <Field label={intl.formatMessage(m.organisation)} required>
          <LookupCombobox
            options={organisations.map((o) => ({ value: o.id, text: o.name }))}
            value={orgId}
            onChange={(value) => {
              setOrgId(value);
              setStep({ kind: 'idle' });
            }}
            noMatchText={intl.formatMessage(m.organisationNone)}
            disabled={!online}
            testId="ddex-org"
          />
        </Field>
        <Field label={intl.formatMessage(m.file)} hint={intl.formatMessage(m.fileHint)} required>
          <div
            className={own.drop}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop}
            data-testid="ddex-drop"
          >
            <Button disabled={!online} onClick={() => input.current?.click()}>
              {intl.formatMessage(m.chooseFile)}
            </Button>
            <Body1 className={styles.muted}>
              {file === null
                ? intl.formatMessage(m.dropHere)
                : intl.formatMessage(m.chosen, { name: file.name })}
            </Body1>
            <input
              ref={input}
              type="file"
              accept=".xml,.zip,application/xml,text/xml,application/zip"
              className={own.hiddenInput}
              aria-label={intl.formatMessage(m.file)}
              data-testid="ddex-file"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </div>
        </Field>
      </div>
      <div className={styles.actions}>
        <Button
          appearance={result === null ? 'primary' : 'secondary'}
          disabled={!online || file === null || orgId === '' || step.kind === 'busy'}
          onClick={() => void check()}
          data-testid="ddex-check"
        >
          {intl.formatMessage(step.kind === 'busy' ? m.checking : m.check)}
        </Button>
        {step.kind === 'busy' ? <Spinner size="tiny" /> : null}
      </div>
      {step.kind === 'failed' ? (
        <MessageBar intent="error" data-testid="ddex-error">
          <MessageBarBody>{step.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {result === null ? null : <DdexImportPlan result={result} />}
      {step.kind === 'planned' ? (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={!canImport || applying}
            onClick={() => void runImport(step.result)}
            data-testid="ddex-import"
          >
            {intl.formatMessage(applying ? m.importing : m.importButton)}
          </Button>
          {hasErrors ? (
            <Body1 className={styles.muted}>{intl.formatMessage(m.importBlocked)}</Body1>
          ) : null}
        </div>
      ) : null}
      {applyError === null ? null : (
        <MessageBar intent="error" data-testid="ddex-apply-error">
          <MessageBarBody>{applyError}</MessageBarBody>
        </MessageBar>
      )}
      {step.kind === 'applied' ? (
        <MessageBar intent="success" data-testid="ddex-imported">
          <MessageBarBody>
            {intl.formatMessage(m.imported, {
              album: step.applied.albumName,
              tracks: step.applied.trackIds.length,
            })}{' '}
            <RouterLink
              to={routePath('staff-review-album', {
                orgId: step.result.orgId,
                albumId: step.applied.albumId,
              })}
            >
              {intl.formatMessage(m.openAlbum)}
            </RouterLink>
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
