// The partner's PRC tax residence on /account/subjectInfo (issue 26). With the account type it is
// the statement's tax type (taxTypeOf): a person is a resident individual when domiciled in China
// or staying 183 days or more in the tax year (PRC Individual Income Tax Law, art. 1); a company is
// a resident enterprise when set up under PRC law or with its actual management body in China (PRC
// Enterprise Income Tax Law, art. 2). Statements computed later follow it; issued ones keep theirs.
import {
  Body1,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { SubjectAccountType } from '../../domain/accounts/subjectInfo';
import { taxTypeOf, type OrganisationType } from '../../domain/finance/taxes';
import { taxResidenceMessages as m } from './messages';

const useStyles = makeStyles({
  effect: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The legal term of each tax type, as the partner declares it. */
export const TAX_TYPE_TERM: Readonly<Record<OrganisationType, MessageDescriptor>> = {
  individual: m.individual,
  overseasIndividual: m.overseasIndividual,
  domesticCompany: m.domesticCompany,
  overseasCompany: m.overseasCompany,
};

/** Which taxes a statement withholds for each tax type (the rates are the back office's). */
const EFFECT: Readonly<Record<OrganisationType, MessageDescriptor>> = {
  individual: m.effectIndividual,
  overseasIndividual: m.effectOverseasIndividual,
  domesticCompany: m.effectDomesticCompany,
  overseasCompany: m.effectOverseasCompany,
};

/** The term of a partner's tax residence: "Resident enterprise of the PRC", ... */
export const taxResidenceTerm = (accountType: SubjectAccountType, taxResident: boolean) =>
  TAX_TYPE_TERM[taxTypeOf({ accountType, taxResident })];

/** What the declared residence changes on statements, and that issued statements keep theirs. */
export function TaxResidenceEffect({
  accountType,
  taxResident,
}: {
  accountType: SubjectAccountType;
  taxResident: boolean;
}) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <MessageBar intent="info" data-testid="tax-residence-effect">
      <MessageBarBody className={styles.effect}>
        <Body1>{intl.formatMessage(EFFECT[taxTypeOf({ accountType, taxResident })])}</Body1>
        <Body1>{intl.formatMessage(m.whenItApplies)}</Body1>
      </MessageBarBody>
    </MessageBar>
  );
}

/** The administrator's choice between the two residences of the account type. */
export function TaxResidenceField({
  accountType,
  taxResident,
  disabled,
  onChange,
}: {
  accountType: SubjectAccountType;
  taxResident: boolean;
  disabled?: boolean;
  onChange(taxResident: boolean): void;
}) {
  const intl = useIntl();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  return (
    <>
      <Field
        label={t(m.label)}
        hint={t(accountType === 'company' ? m.ruleCompany : m.rulePersonal)}
      >
        <RadioGroup
          value={taxResident ? 'resident' : 'nonResident'}
          disabled={disabled}
          onChange={(_, d) => onChange(d.value === 'resident')}
          data-testid="tax-residence"
        >
          <Radio value="resident" label={t(taxResidenceTerm(accountType, true))} />
          <Radio value="nonResident" label={t(taxResidenceTerm(accountType, false))} />
        </RadioGroup>
      </Field>
      <TaxResidenceEffect accountType={accountType} taxResident={taxResident} />
    </>
  );
}
