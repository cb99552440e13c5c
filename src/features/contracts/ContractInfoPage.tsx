import { useIntl, type MessageDescriptor } from 'react-intl';
import { ContractFrame, FieldRow } from './ContractFrame';
import { useContractStyles } from './Contracts.styles';
import { cycleText, settlementText, termText } from './contractText';
import { contractMessages as m } from './messages';

/** /account/contract/:id/info: every field of spec section 3 except the bank account (its own tab). */
export function ContractInfoPage() {
  const intl = useIntl();
  const styles = useContractStyles();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  return (
    <ContractFrame tab="info">
      {({ fields }) => (
        <section className={styles.card} aria-label={t(m.info)}>
          <dl className={styles.fields} data-testid="contract-fields">
            <FieldRow label={t(m.number)}>{fields.number}</FieldRow>
            <FieldRow label={t(m.authorizationNumber)}>{fields.authorizationNumber}</FieldRow>
            <FieldRow label={t(m.authorizationRange)}>{fields.authorizationRange}</FieldRow>
            <FieldRow label={t(m.authorizationServices)}>{fields.authorizationServices}</FieldRow>
            <FieldRow label={t(m.authorizationScope)}>{fields.authorizationScope}</FieldRow>
            <FieldRow label={t(m.authorizationArea)}>{fields.authorizationArea}</FieldRow>
            <FieldRow label={t(m.term)}>{termText(intl, fields)}</FieldRow>
            <FieldRow label={t(m.businessScope)}>{fields.businessScope}</FieldRow>
            <FieldRow label={t(m.territories)}>{fields.territories.join(', ')}</FieldRow>
            <FieldRow label={t(m.excludedChannels)}>{fields.excludedChannels.join(', ')}</FieldRow>
            <FieldRow label={t(m.settlementType)}>
              {settlementText(intl, fields.settlementType)}
            </FieldRow>
            <FieldRow label={t(m.prepayment)}>{`${fields.prepayment} ${fields.currency}`}</FieldRow>
            {(fields.settlementType === 'revenueShare' ||
              fields.settlementType === 'minimumGuarantee') && (
              <FieldRow label={t(m.sharePercent)}>{`${fields.sharePercent} %`}</FieldRow>
            )}
            {fields.settlementType === 'minimumGuarantee' && (
              <FieldRow label={t(m.minimumPerPeriod)}>{fields.minimumPerPeriod}</FieldRow>
            )}
            {fields.settlementType === 'buyout' && (
              <FieldRow label={t(m.feePerPeriod)}>{fields.feePerPeriod}</FieldRow>
            )}
            <FieldRow label={t(m.currency)}>{fields.currency}</FieldRow>
            <FieldRow label={t(m.cycle)}>{cycleText(intl, fields.cycle)}</FieldRow>
            <FieldRow label={t(m.source)}>{t(m.sourceBackstage)}</FieldRow>
            <FieldRow label={t(m.contacts)}>
              {fields.contacts.length === 0
                ? t(m.noContacts)
                : fields.contacts.map((c) => [c.name, c.phone, c.email].join('  ')).join('\n')}
            </FieldRow>
          </dl>
        </section>
      )}
    </ContractFrame>
  );
}
