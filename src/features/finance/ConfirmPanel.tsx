// Confirmation of a settlement statement (spec section 4): once, by ticking the no-objection box,
// seeing the bank account it will be paid to; an account still in its 72-hour hold is not offered.
// After confirmation: who, when, from where, and the hash confirmed; when completed, the notice.
import {
  Body1,
  Button,
  Checkbox,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import { confirmMessages as m } from './confirmMessages';
import { instantText } from './financeText';
import { useFinanceStyles } from './Finance.styles';
import { useConfirmSettlement } from './useConfirmSettlement';
import type { SettlementView } from '../../domain/finance/api';

interface Props {
  id: string;
  view: SettlementView;
  online: boolean;
  /** reads the statement again from the server (after a conflict) */
  onReadAgain(): void;
}

export function ConfirmPanel({ id, view, online, onReadAgain }: Props) {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const errorText = useErrorText();
  const [noObjection, setNoObjection] = useState(false);
  const { state, confirm, isChanged, pending, refused, clearRefusals } = useConfirmSettlement(
    id,
    onReadAgain,
  );
  const otherRefusal = refused.find(
    (r) => typeof r.lastError === 'object' && r.lastError?.code !== 'statement-changed',
  );
  const { statement, payableAccount, confirmation } = view;
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const held = payableAccount?.heldUntil ? new Date(payableAccount.heldUntil) : null;
  // the server decides at read time; a hold that ended since then still waits for a re-read
  const isHeld = view.payableAccountProblem === 'bank-account-held' || held !== null;
  const canConfirm =
    statement.status === 'awaitingConfirmation' &&
    statement.contentHash !== null &&
    payableAccount !== null &&
    !isHeld &&
    confirmation === null &&
    pending.length === 0;

  return (
    <section className={styles.section} aria-labelledby="settlement-confirm">
      <h2 id="settlement-confirm" className={styles.sectionTitle}>
        {t(m.title)}
      </h2>
      {isChanged && (
        <MessageBar intent="error" role="alert" data-testid="confirm-conflict">
          <MessageBarBody>{t(m.changed)}</MessageBarBody>
          <MessageBarActions>
            <Button
              size="small"
              onClick={() => {
                setNoObjection(false);
                clearRefusals().then(onReadAgain, (error: unknown) =>
                  reportError('finance.dismiss', error),
                );
              }}
            >
              {t(m.readAgain)}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {!isChanged && otherRefusal && (
        <MessageBar intent="error" role="alert" data-testid="confirm-refused">
          <MessageBarBody>
            {typeof otherRefusal.lastError === 'object' && otherRefusal.lastError?.msg
              ? otherRefusal.lastError.msg
              : t(m.refused)}
          </MessageBarBody>
          <MessageBarActions>
            <Button
              size="small"
              onClick={() =>
                clearRefusals().then(onReadAgain, (error: unknown) =>
                  reportError('finance.dismiss', error),
                )
              }
            >
              {t(m.readAgain)}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {pending.length > 0 && (
        <MessageBar intent="info" data-testid="confirm-queued">
          <MessageBarBody>{t(m.queued)}</MessageBarBody>
        </MessageBar>
      )}
      {state.kind === 'failed' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(state.error)}</MessageBarBody>
        </MessageBar>
      )}
      {state.kind === 'done' && (
        <MessageBar intent="success" data-testid="confirm-done">
          <MessageBarBody>{t(m.done)}</MessageBarBody>
        </MessageBar>
      )}
      {confirmation !== null ? (
        <>
          <Body1 data-testid="confirmed-by">
            {intl.formatMessage(m.confirmedBy, {
              user: confirmation.userName,
              time: instantText(intl, confirmation.at),
              address: confirmation.address,
            })}
          </Body1>
          <Body1 className={styles.hash} data-testid="confirmed-hash">
            {intl.formatMessage(m.confirmedHash, { hash: confirmation.contentHash })}
          </Body1>
          {statement.status === 'completed' && view.paymentNoticeUrl && (
            <Link href={view.paymentNoticeUrl} data-testid="payment-notice-link">
              {t(m.paymentNotice)}
            </Link>
          )}
        </>
      ) : statement.status !== 'awaitingConfirmation' ? (
        <Body1 className={styles.muted}>{t(m.notYet)}</Body1>
      ) : (
        <>
          {payableAccount === null ? (
            <MessageBar intent="warning">
              <MessageBarBody>{t(m.noAccount)}</MessageBarBody>
            </MessageBar>
          ) : isHeld && held ? (
            <MessageBar intent="warning" data-testid="confirm-held">
              <MessageBarBody>
                {intl.formatMessage(m.held, {
                  account: payableAccount.masked,
                  time: instantText(intl, held.getTime()),
                })}
              </MessageBarBody>
            </MessageBar>
          ) : (
            <Body1 data-testid="confirm-account">
              {intl.formatMessage(m.paidTo, {
                bank: payableAccount.bankName,
                account: payableAccount.masked,
              })}
            </Body1>
          )}
          {!online && pending.length === 0 && (
            <MessageBar intent="warning" data-testid="confirm-offline">
              <MessageBarBody>{t(m.offline)}</MessageBarBody>
            </MessageBar>
          )}
          <Checkbox
            checked={noObjection}
            disabled={!canConfirm}
            data-testid="confirm-no-objection"
            label={t(m.noObjection)}
            onChange={(_, d) => setNoObjection(d.checked === true)}
          />
          <div className={styles.actions}>
            <Button
              appearance="primary"
              data-testid="confirm-statement"
              disabled={!canConfirm || !noObjection || state.kind === 'busy'}
              onClick={() => statement.contentHash && void confirm(statement.contentHash, online)}
            >
              {t(m.confirm)}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
