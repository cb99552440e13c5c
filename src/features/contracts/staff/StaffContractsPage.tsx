// /staff/contracts: the back office picks a partner organisation, sees its contracts and writes
// a new one or edits one. It works against the server only (offline it says so): a contract is
// the platform's word, never a draft on a staff member's device.
import {
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Subtitle2,
  TableCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../../components/useErrorText';
import { reportError } from '../../../data/errorLog';
import type { ContractView, StaffOrg } from '../../../domain/contracts/api';
import { emptyContractFields } from '../../../domain/contracts/contract';
import { RecordTable } from '../../library/shared/RecordTable';
import { useOnline } from '../../batch/useOnline';
import { fetchStaffContracts, fetchStaffOrgs, saveStaffContract } from '../contractCalls';
import { useContractStyles } from '../Contracts.styles';
import { settlementText, termText } from '../contractText';
import { contractMessages as m } from '../messages';
import { taxResidenceTerm } from '../../subject/TaxResidenceField';
import { ContractForm, type ContractDraft } from './ContractForm';

type Editing = { key: number; id?: string; draft: ContractDraft } | null;

export function StaffContractsPage() {
  const intl = useIntl();
  const styles = useContractStyles();
  const errorText = useErrorText();
  const online = useOnline();
  const [orgs, setOrgs] = useState<StaffOrg[]>([]);
  const [orgId, setOrgId] = useState('');
  const [contracts, setContracts] = useState<ContractView[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  // a failure keeps the error itself: its text follows the language
  const [message, setMessage] = useState<
    { intent: 'success'; text: string } | { intent: 'error'; error: unknown } | null
  >(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchStaffOrgs(controller.signal).then(setOrgs, (error: unknown) => {
      if (controller.signal.aborted) return;
      reportError('contracts.staffOrgs', error);
      setMessage({ intent: 'error', error });
    });
    return () => controller.abort();
  }, []);
  useEffect(() => {
    if (!orgId) return;
    const controller = new AbortController();
    fetchStaffContracts(orgId, controller.signal).then(setContracts, (error: unknown) => {
      if (controller.signal.aborted) return;
      reportError('contracts.staffList', error);
      setMessage({ intent: 'error', error });
    });
    return () => controller.abort();
  }, [orgId]);

  async function save(draft: ContractDraft) {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await saveStaffContract({ orgId, id: editing?.id, ...draft });
      setContracts((list) => [saved, ...list.filter((c) => c.id !== saved.id)]);
      setEditing(null);
      setMessage({
        intent: 'success',
        text: intl.formatMessage(m.staffSaved, { number: saved.fields.number }),
      });
    } catch (error) {
      reportError('contracts.staffSave', error);
      setMessage({ intent: 'error', error });
    } finally {
      setBusy(false);
    }
  }

  const orgName = (o: StaffOrg) => (intl.locale.startsWith('en') && o.nameEn ? o.nameEn : o.name);
  const picked = orgs.find((o) => o.id === orgId);
  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(m.staffHeading)}
      </Title2>
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(m.staffNeedsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      {message && (
        <MessageBar intent={message.intent} data-testid="staff-message">
          <MessageBarBody>
            {message.intent === 'error' ? errorText(message.error) : message.text}
          </MessageBarBody>
        </MessageBar>
      )}
      <Field label={intl.formatMessage(m.staffOrg)}>
        <Select
          value={orgId}
          data-testid="staff-org"
          onChange={(_, d) => {
            setOrgId(d.value);
            setContracts([]);
            setEditing(null);
          }}
        >
          <option value="" />
          {orgs.map((o) => (
            <option key={o.id} value={o.id}>
              {orgName(o)}
            </option>
          ))}
        </Select>
      </Field>
      {picked && (
        // the partner declares it (subject information); its statements' taxes follow it
        <Body1 data-testid="staff-org-tax">
          {intl.formatMessage(m.staffOrgTax, {
            term: intl.formatMessage(taxResidenceTerm(picked.accountType, picked.taxResident)),
          })}
        </Body1>
      )}
      {!orgId ? (
        <Body1 className={styles.muted}>{intl.formatMessage(m.staffPickOrg)}</Body1>
      ) : (
        <>
          <div className={styles.actions}>
            <Button
              disabled={!online}
              data-testid="staff-new"
              onClick={() =>
                setEditing({
                  key: Date.now(),
                  draft: { fields: emptyContractFields(), bankAccount: null },
                })
              }
            >
              {intl.formatMessage(m.staffNew)}
            </Button>
          </div>
          {contracts.length > 0 && (
            <RecordTable
              label={intl.formatMessage(m.listTable)}
              headers={[
                intl.formatMessage(m.number),
                intl.formatMessage(m.term),
                intl.formatMessage(m.settlementType),
                intl.formatMessage(m.staffEdit),
              ]}
              classNames={{ wrap: styles.tableWrap }}
              testId="staff-contract-table"
            >
              {contracts.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.fields.number}</TableCell>
                  <TableCell>{termText(intl, c.fields)}</TableCell>
                  <TableCell>{settlementText(intl, c.fields.settlementType)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      disabled={!online}
                      onClick={() =>
                        setEditing({
                          key: Date.now(),
                          id: c.id,
                          draft: { fields: c.fields, bankAccount: c.bankAccount },
                        })
                      }
                    >
                      {intl.formatMessage(m.staffEdit)}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </RecordTable>
          )}
          {editing && (
            <section aria-label={intl.formatMessage(m.staffNew)}>
              {editing.id && (
                <Subtitle2 as="h2">
                  {intl.formatMessage(m.staffEditing, { number: editing.draft.fields.number })}
                </Subtitle2>
              )}
              <ContractForm
                key={editing.key}
                initial={editing.draft}
                busy={busy || !online}
                onSubmit={(d) => void save(d)}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
