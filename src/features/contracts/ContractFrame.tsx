// The frame of one contract's screens: back link, number as heading, the three tabs (information,
// bank account, letters), the device-copy status bar, and the loading and not-found states.
import { Body1, mergeClasses, Spinner, Title2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { DataStatusBar } from '../../components/DataStatusBar';
import { sharedMessages } from '../../components/messages';
import { RouterLink } from '../../components/RouterLink';
import type { ContractView } from '../../domain/contracts/api';
import { routePath } from '../../domain/routes';
import { useContractStyles } from './Contracts.styles';
import { contractMessages as m } from './messages';
import { findContract, useContracts } from './useContracts';

type Tab = 'info' | 'accountInfo' | 'letters';

export function ContractFrame({
  tab,
  children,
}: {
  tab: Tab;
  children(contract: ContractView, online: { savedAt: number | undefined }): ReactNode;
}) {
  const intl = useIntl();
  const styles = useContractStyles();
  const { id = '' } = useParams();
  const { contracts, savedAt, status, retry } = useContracts();
  const contract = findContract(contracts, id);
  const tabs: [Tab, string, string][] = [
    ['info', routePath('account-contract-info', { id }), intl.formatMessage(m.info)],
    [
      'accountInfo',
      routePath('account-contract-accountInfo', { id }),
      intl.formatMessage(m.bankAccount),
    ],
    ['letters', routePath('account-contract-letter-list', { id }), intl.formatMessage(m.letters)],
  ];
  return (
    <div className={styles.page}>
      <RouterLink to={routePath('account-contract-list')}>{intl.formatMessage(m.back)}</RouterLink>
      <DataStatusBar status={status} savedAt={savedAt} onRetry={retry} />
      {contract ? (
        <>
          <Title2 as="h1" className={styles.heading}>
            {contract.fields.number}
          </Title2>
          <nav className={styles.tabs} aria-label={contract.fields.number}>
            {tabs.map(([key, to, label]) => (
              <RouterLink
                key={key}
                to={to}
                className={key === tab ? styles.current : undefined}
                aria-current={key === tab ? 'page' : undefined}
              >
                {label}
              </RouterLink>
            ))}
          </nav>
          {children(contract, { savedAt })}
        </>
      ) : contract === undefined || status.kind === 'loading' ? (
        <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
      ) : (
        <Body1 data-testid="contract-not-found">{intl.formatMessage(m.notFound)}</Body1>
      )}
    </div>
  );
}

/** A label and its value in a description list; an empty value says so instead of a blank. */
export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  const styles = useContractStyles();
  const intl = useIntl();
  const isEmpty = children === null || children === undefined || children === '';
  return (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={mergeClasses(styles.value, isEmpty && styles.muted)}>
        {isEmpty ? intl.formatMessage(m.notGiven) : children}
      </dd>
    </>
  );
}
