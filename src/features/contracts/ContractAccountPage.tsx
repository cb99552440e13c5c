import { Body1, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { BankAccountView, ContractView } from '../../domain/contracts/api';
import { BANK_ACCOUNT_HOLD_HOURS, maskAccount } from '../../domain/contracts/bankAccount';
import { BankChangeForm } from './BankChangeForm';
import { ContractFrame, FieldRow } from './ContractFrame';
import { useContractStyles } from './Contracts.styles';
import { instantText } from './contractText';
import { contractMessages as m } from './messages';

function AccountFields({ account }: { account: BankAccountView }) {
  const intl = useIntl();
  const styles = useContractStyles();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  return (
    <dl className={styles.fields} data-testid="bank-fields">
      <FieldRow label={t(m.bankType)}>
        {t(account.type === 'international' ? m.bankType_international : m.bankType_domestic)}
      </FieldRow>
      <FieldRow label={t(m.bankArea)}>{account.area}</FieldRow>
      <FieldRow label={t(m.bankName)}>{account.bankName}</FieldRow>
      <FieldRow label={t(m.bankAddress)}>{account.address}</FieldRow>
      <FieldRow label={t(m.bankCity)}>{account.city}</FieldRow>
      <FieldRow label={t(m.bankCountry)}>{account.country}</FieldRow>
      <FieldRow label={t(m.bankAccountNumber)}>{account.account}</FieldRow>
      <FieldRow label={t(m.bankAccountName)}>{account.accountName}</FieldRow>
      <FieldRow label={t(m.bankPayee)}>{account.payee}</FieldRow>
      <FieldRow label={t(m.bankIban)}>{account.iban}</FieldRow>
      <FieldRow label={t(m.bankSwift)}>{account.swift}</FieldRow>
    </dl>
  );
}

function AccountState({ contract }: { contract: ContractView }) {
  const intl = useIntl();
  const { bankAccount: latest, payableBankAccount: payable } = contract;
  if (!latest) return <Body1>{intl.formatMessage(m.noBankAccount)}</Body1>;
  if (payable?.id === latest.id)
    return (
      <MessageBar intent="success">
        <MessageBarBody>{intl.formatMessage(m.payableNow)}</MessageBarBody>
      </MessageBar>
    );
  return (
    <MessageBar intent="warning" data-testid="bank-held">
      <MessageBarBody>
        {intl.formatMessage(m.heldUntil, { time: instantText(intl, latest.payableFrom) })}{' '}
        {payable
          ? intl.formatMessage(m.paidTo, {
              account: `${payable.bankName} ${maskAccount(payable.iban || payable.account)}`,
            })
          : intl.formatMessage(m.noPayable)}
      </MessageBarBody>
    </MessageBar>
  );
}

/** /account/contract/:id/accountInfo: the contract's bank account, its hold, and the change form. */
export function ContractAccountPage() {
  const intl = useIntl();
  const styles = useContractStyles();
  return (
    <ContractFrame tab="accountInfo">
      {(contract) => (
        <>
          <section className={styles.card} aria-label={intl.formatMessage(m.bankAccount)}>
            <AccountState contract={contract} />
            {contract.bankAccount && <AccountFields account={contract.bankAccount} />}
          </section>
          <section className={styles.card} aria-labelledby="bank-change-heading">
            <Subtitle2 as="h2" id="bank-change-heading">
              {intl.formatMessage(m.changeHeading)}
            </Subtitle2>
            <Body1 className={styles.muted}>
              {intl.formatMessage(m.changeIntro, { hours: BANK_ACCOUNT_HOLD_HOURS })}
            </Body1>
            <BankChangeForm contract={contract} />
          </section>
        </>
      )}
    </ContractFrame>
  );
}
