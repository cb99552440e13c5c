// /finance/settlement/{id}: one settlement statement with every spec section-3 field, its split
// among rights holders, its content hash and files, and the partner's confirmation. Offline the
// statement as last read on this device stays readable, marked with its time.
import { Body1, MessageBar, MessageBarBody, Spinner, Title2 } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { DataStatusBar } from '../../components/DataStatusBar';
import { useErrorText } from '../../components/useErrorText';
import { useOnline } from '../batch/useOnline';
import { ConfirmPanel } from './ConfirmPanel';
import { DownloadButton } from './DownloadButton';
import { instantText } from './financeText';
import { useFinanceStyles } from './Finance.styles';
import { financeMessages as fm } from './messages';
import { SettlementFields } from './SettlementFields';
import { settlementMessages as m } from './settlementMessages';
import { SplitTable } from './SplitTable';
import { useSettlementStatement } from './useFinanceData';
import { FINANCE_FILE_PATHS } from '../../domain/finance/api';

export function SettlementStatementPage() {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const id = useParams().id ?? '';
  const [failure, setFailure] = useState<unknown>(null);
  const { shown, status, retry } = useSettlementStatement(id);
  const view = shown?.view;
  const name = view ? `${view.statement.period}-${view.statement.contractNumber}` : id;

  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading} data-testid="settlement-title">
        {view
          ? intl.formatMessage(m.title, { period: view.statement.period })
          : intl.formatMessage(fm.tabSettlement)}
      </Title2>
      <DataStatusBar status={status} savedAt={shown?.savedAt} onRetry={retry} />
      {failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      {shown === null && status.kind === 'offline' && (
        <Body1 className={styles.muted}>{intl.formatMessage(fm.notLoaded)}</Body1>
      )}
      {!shown || !view ? (
        status.kind === 'loading' && <Spinner size="small" label={intl.formatMessage(fm.loading)} />
      ) : (
        <>
          <Body1 className={styles.muted} data-testid="settlement-as-of">
            {intl.formatMessage(fm.asOf, { time: instantText(intl, shown.savedAt) })}
          </Body1>
          <SettlementFields view={view} />
          <SplitTable id={id} view={view} online={online} onError={setFailure} />
          <section className={styles.section} aria-labelledby="settlement-hash">
            <h2 id="settlement-hash" className={styles.sectionTitle}>
              {intl.formatMessage(m.hashTitle)}
            </h2>
            <Body1 className={styles.hash} data-testid="settlement-hash">
              {view.statement.contentHash ?? intl.formatMessage(m.hashNone)}
            </Body1>
            <div className={styles.actions}>
              <DownloadButton
                path={FINANCE_FILE_PATHS.settlementPdf}
                id={id}
                fileName={`settlement-${name}.pdf`}
                label={intl.formatMessage(m.pdf)}
                disabled={!online}
                testId="settlement-pdf"
                onError={setFailure}
              />
              <DownloadButton
                path={FINANCE_FILE_PATHS.settlementXlsx}
                id={id}
                fileName={`settlement-${name}.xlsx`}
                label={intl.formatMessage(m.xlsx)}
                disabled={!online}
                testId="settlement-xlsx"
                onError={setFailure}
              />
            </div>
          </section>
          <ConfirmPanel id={id} view={view} online={online} onReadAgain={retry} />
        </>
      )}
    </div>
  );
}
