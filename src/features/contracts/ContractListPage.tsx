import { Body1, Spinner, TableCell, TableRow, Title2 } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DataStatusBar } from '../../components/DataStatusBar';
import { sharedMessages } from '../../components/messages';
import { RouterLink } from '../../components/RouterLink';
import { routePath } from '../../domain/routes';
import { RecordTable } from '../library/shared/RecordTable';
import { useContractStyles } from './Contracts.styles';
import { instantText, settlementText, termText } from './contractText';
import { contractMessages as m } from './messages';
import { useContracts } from './useContracts';

/** /account/contract/list: the organisation's contracts, from the device when offline. */
export function ContractListPage() {
  const intl = useIntl();
  const styles = useContractStyles();
  const { contracts, savedAt, status, retry } = useContracts();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {t(m.listHeading)}
      </Title2>
      <DataStatusBar status={status} savedAt={savedAt} onRetry={retry} />
      {contracts === undefined ? (
        <Spinner size="small" label={t(sharedMessages.loading)} />
      ) : contracts.length === 0 ? (
        status.kind !== 'loading' && (
          <div className={styles.card} data-testid="contracts-empty">
            <Body1>{t(m.empty)}</Body1>
            <Body1 className={styles.muted}>{t(m.emptyHint)}</Body1>
          </div>
        )
      ) : (
        <RecordTable
          label={t(m.listTable)}
          headers={[
            t(m.number),
            t(m.authorizationNumber),
            t(m.term),
            t(m.settlementType),
            t(m.currency),
            t(m.bankAccount),
            t(m.letters),
          ]}
          classNames={{ wrap: styles.tableWrap }}
          testId="contract-table"
        >
          {contracts.map((c) => {
            const held =
              c.bankAccount !== null && c.bankAccount.id !== c.payableBankAccount?.id
                ? c.bankAccount
                : null;
            return (
              <TableRow key={c.id} data-testid="contract-row" data-contract-id={c.id}>
                <TableCell>
                  <RouterLink to={routePath('account-contract-info', { id: c.id })}>
                    {c.fields.number}
                  </RouterLink>
                </TableCell>
                <TableCell>{c.fields.authorizationNumber}</TableCell>
                <TableCell>{termText(intl, c.fields)}</TableCell>
                <TableCell>{settlementText(intl, c.fields.settlementType)}</TableCell>
                <TableCell>{c.fields.currency}</TableCell>
                <TableCell>
                  <RouterLink to={routePath('account-contract-accountInfo', { id: c.id })}>
                    {held
                      ? intl.formatMessage(m.heldUntil, {
                          time: instantText(intl, held.payableFrom),
                        })
                      : (c.bankAccount?.bankName ?? t(m.noBankAccount))}
                  </RouterLink>
                </TableCell>
                <TableCell>
                  <RouterLink to={routePath('account-contract-letter-list', { id: c.id })}>
                    {t(m.letters)}
                  </RouterLink>
                </TableCell>
              </TableRow>
            );
          })}
        </RecordTable>
      )}
    </div>
  );
}
