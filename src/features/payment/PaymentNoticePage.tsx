// /payment/{id}: a settlement's payment notice for a partner's finance staff, without a login. The
// link is the key; an unknown or expired one says so. Nothing is kept on the device (the server
// answers no-store) and the page asks search engines not to index it.
import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../app/api/errors';
import { PublicFrame } from '../../components/PublicFrame';
import { reportError } from '../../data/errorLog';
import type { PaymentNotice } from '../../domain/help/payment';
import { currencyExponent, isCurrencyCode } from '../../domain/money/currency';
import { paymentMessages as m, paymentValueMessages as v } from './messages';
import { fetchPaymentNotice } from './paymentCalls';

const useStyles = makeStyles({
  page: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '720px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  card: {
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalL },
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
    margin: 0,
    '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  amount: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  intro: { margin: `0 0 ${tokens.spacingVerticalL}` },
  footer: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
  },
});

type Load =
  | { kind: 'loading' }
  | { kind: 'shown'; notice: PaymentNotice }
  | { kind: 'notFound' }
  | { kind: 'failed' };

export function PaymentNoticePage() {
  const styles = useStyles();
  const intl = useIntl();
  const id = useParams().id ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const read = useCallback(async () => {
    setLoad({ kind: 'loading' });
    try {
      setLoad({ kind: 'shown', notice: await fetchPaymentNotice(id) });
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 422)) {
        setLoad({ kind: 'notFound' });
        return;
      }
      if (!isApiError(error)) reportError('payment.load', error);
      setLoad({ kind: 'failed' });
    }
  }, [id]);

  useEffect(() => {
    void read();
  }, [read]);

  const amount = (notice: PaymentNotice) => {
    const digits = isCurrencyCode(notice.currency) ? currencyExponent(notice.currency) : 2;
    return intl.formatNumber(notice.amountMinor / 10 ** digits, {
      style: 'currency',
      currency: notice.currency,
      minimumFractionDigits: digits,
    });
  };
  const date = (iso: string) =>
    intl.formatDate(`${iso.slice(0, 10)}T00:00:00`, { dateStyle: 'long' });

  return (
    <PublicFrame>
      <meta name="robots" content="noindex, nofollow" />
      <div className={styles.page}>
        <Title2 as="h1" block>
          {intl.formatMessage(load.kind === 'notFound' ? m.notFoundHeading : m.heading)}
        </Title2>
        {load.kind === 'loading' && <Spinner label={intl.formatMessage(m.loading)} />}
        {load.kind === 'notFound' && (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>{intl.formatMessage(m.notFoundBody)}</MessageBarBody>
          </MessageBar>
        )}
        {load.kind === 'failed' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{intl.formatMessage(m.loadFailed)}</MessageBarBody>
            <Button onClick={() => void read()}>{intl.formatMessage(m.retry)}</Button>
          </MessageBar>
        )}
        {load.kind === 'shown' && (
          <section className={styles.card} aria-labelledby="payment-intro">
            <Body1 as="p" block id="payment-intro" className={styles.intro}>
              {intl.formatMessage(v.intro, { organisation: load.notice.organisationName })}
            </Body1>
            <dl className={styles.list}>
              <dt className={styles.term}>{intl.formatMessage(m.period)}</dt>
              <dd className={styles.value}>
                {intl.formatMessage(v.periodValue, {
                  start: date(load.notice.periodStart),
                  end: date(load.notice.periodEnd),
                })}
              </dd>
              <dt className={styles.term}>{intl.formatMessage(m.amount)}</dt>
              <dd className={`${styles.value} ${styles.amount}`} data-testid="payment-amount">
                {amount(load.notice)}
              </dd>
              <dt className={styles.term}>{intl.formatMessage(m.currency)}</dt>
              <dd className={styles.value}>{load.notice.currency}</dd>
              <dt className={styles.term}>{intl.formatMessage(m.invoiceItem)}</dt>
              <dd className={styles.value}>{intl.formatMessage(m.invoiceItemValue)}</dd>
              <dt className={styles.term}>{intl.formatMessage(m.payee)}</dt>
              <dd className={styles.value}>{load.notice.payeeName}</dd>
              <dt className={styles.term}>{intl.formatMessage(m.bank)}</dt>
              <dd className={styles.value}>{load.notice.bankName}</dd>
              <dt className={styles.term}>{intl.formatMessage(m.account)}</dt>
              <dd className={styles.value}>
                {load.notice.accountMasked}
                <Caption1 block className={styles.muted}>
                  {intl.formatMessage(m.accountHidden)}
                </Caption1>
              </dd>
            </dl>
          </section>
        )}
        {load.kind === 'shown' && (
          <div className={styles.footer}>
            <Caption1 block className={styles.muted}>
              {intl.formatMessage(v.validUntil, {
                date: intl.formatDate(load.notice.expiresAt, { dateStyle: 'long' }),
              })}
            </Caption1>
            <Button icon={<PrintRegular />} onClick={() => window.print()}>
              {intl.formatMessage(m.print)}
            </Button>
          </div>
        )}
      </div>
    </PublicFrame>
  );
}
