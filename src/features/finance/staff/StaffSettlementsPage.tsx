// /staff/settlements: the back office's finance desk for one period: the period's exchange rates,
// tax rates per organisation type, a settlement run followed to its end, every organisation's
// statements with their moves, and adjustments. Server only: offline it says a connection is needed.
import { MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { routeTitles } from '../../../app/router/messages';
import { isPeriod } from '../../../domain/finance/apiCommon';
import { useOnline } from '../../batch/useOnline';
import { useFinanceStyles } from '../Finance.styles';
import { PeriodField } from '../PeriodField';
import { RatesSection } from './RatesSection';
import { RunSection } from './RunSection';
import { StaffStatementsSection } from './StaffStatementsSection';
import { staffFinanceMessages as m } from './staffMessages';
import { TaxRatesSection } from './TaxRatesSection';

/** The month before the current one: the period a settlement is normally run for. */
function lastMonth(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

export function StaffSettlementsPage() {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const asked = params.get('period') ?? '';
  const period = isPeriod(asked) ? asked : lastMonth();
  const [reloadKey, setReloadKey] = useState(0);
  const onRunFinished = useCallback(() => setReloadKey((n) => n + 1), []);

  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(routeTitles['staff-settlements'])}
      </Title2>
      {!online && (
        <MessageBar intent="warning" data-testid="settlements-offline">
          <MessageBarBody>{intl.formatMessage(m.needsConnection)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.filters}>
        <PeriodField
          label={intl.formatMessage(m.period)}
          value={period}
          data-testid="settlements-period"
          required
          onChange={(next) => setParams({ period: next }, { replace: true })}
        />
      </div>
      <RatesSection period={period} online={online} />
      <RunSection period={period} online={online} onFinished={onRunFinished} />
      <StaffStatementsSection period={period} online={online} reloadKey={reloadKey} />
      <TaxRatesSection online={online} />
    </div>
  );
}
