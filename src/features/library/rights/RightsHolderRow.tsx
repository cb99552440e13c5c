import { TableCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type IntlShape } from 'react-intl';
import { useRecords } from '../../../data/catalogueHooks';
import type { RightsCountry, RightsHolder } from '../../../domain/catalogue';
import { lookupName } from '../shared/lookupOptions';
import { RowActions } from '../shared/RecordTable';
import { rightsHolderTypeMessages, rightsMessages as m } from './messages';

const useStyles = makeStyles({
  shares: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

function periodText(intl: IntlShape, record: RightsCountry): string | null {
  if (record.periodStart === null && record.periodEnd === null) return null;
  const date = (value: string | null) =>
    value === null
      ? intl.formatMessage(m.periodOpen)
      : intl.formatDate(`${value}T00:00:00`, { dateStyle: 'medium' });
  return intl.formatMessage(m.period, {
    start: date(record.periodStart),
    end: date(record.periodEnd),
  });
}

interface Props {
  holder: RightsHolder;
  editable: boolean;
  onEdit(holder: RightsHolder, countries: readonly RightsCountry[]): void;
  onDelete(holder: RightsHolder, countries: readonly RightsCountry[]): void;
}

/** One rights holder with its country records, read from the local store. */
export function RightsHolderRow({ holder, editable, onEdit, onDelete }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const countries = useRecords('rightsCountry', {
    where: { field: 'rightsHolderId', equals: holder.id },
  });
  const records = countries ?? [];
  return (
    <TableRow data-testid="rights-holder-row" data-holder-id={holder.id}>
      <TableCell>{intl.formatMessage(rightsHolderTypeMessages[holder.type])}</TableCell>
      <TableCell>
        <Text weight="semibold">{holder.name}</Text>
      </TableCell>
      <TableCell>
        {holder.email ?? <span className={styles.muted}>{intl.formatMessage(m.noEmail)}</span>}
      </TableCell>
      <TableCell>
        {records.length === 0 ? (
          <span className={styles.muted}>{intl.formatMessage(m.noCountries)}</span>
        ) : (
          <ul className={styles.shares}>
            {records.map((r) => {
              const period = periodText(intl, r);
              return (
                <li key={r.id} data-testid="rights-share">
                  {intl.formatMessage(m.share, {
                    country: lookupName('country', r.countryCode, intl.locale),
                    percentage: r.percentage ?? 0,
                  })}
                  {period !== null && <span className={styles.muted}> · {period}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </TableCell>
      <TableCell>
        <RowActions
          editLabel={intl.formatMessage(m.editFor, { name: holder.name })}
          deleteLabel={intl.formatMessage(m.deleteFor, { name: holder.name })}
          disabled={!editable || countries === undefined}
          className={styles.actions}
          onEdit={() => onEdit(holder, records)}
          onDelete={() => onDelete(holder, records)}
        />
      </TableCell>
    </TableRow>
  );
}
