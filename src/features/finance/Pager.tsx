import { Body1, Button } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { financeMessages as m } from './messages';
import { useFinanceStyles } from './Finance.styles';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  disabled?: boolean;
  onPage(page: number): void;
}

/** Previous / next with "page n of m": nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, disabled, onPage }: Props) {
  const intl = useIntl();
  const styles = useFinanceStyles();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.actions} aria-label={intl.formatMessage(m.pages)}>
      <Button size="small" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(m.previous)}
      </Button>
      <Body1 data-testid="finance-page-of">
        {intl.formatMessage(m.pageOf, {
          page: intl.formatNumber(page),
          pages: intl.formatNumber(pages),
          total: intl.formatNumber(total),
        })}
      </Body1>
      <Button size="small" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage(m.next)}
      </Button>
    </nav>
  );
}
