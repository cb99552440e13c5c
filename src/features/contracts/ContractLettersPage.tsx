import { Body1, Spinner, TableCell, TableRow } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../components/messages';
import { RouterLink } from '../../components/RouterLink';
import { useRecords } from '../../data/catalogueHooks';
import type { ContractView } from '../../domain/contracts/api';
import { isLetterOfContract } from '../../domain/contracts/letters';
import { routePath } from '../../domain/routes';
import { RecordTable } from '../library/shared/RecordTable';
import { ContractFrame } from './ContractFrame';
import { useContractStyles } from './Contracts.styles';
import { contractMessages as m } from './messages';

function Letters({ contract }: { contract: ContractView }) {
  const intl = useIntl();
  const styles = useContractStyles();
  // the library's letters are on the device (synced): a partner has at most some hundreds
  const letters = useRecords('authorization', { orderBy: 'updatedAt', reverse: true });
  if (letters === undefined)
    return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  const own = letters.filter((l) => isLetterOfContract(l, contract.fields));
  if (own.length === 0)
    return (
      <Body1 data-testid="letters-empty">
        {intl.formatMessage(m.lettersEmpty, { number: contract.fields.authorizationNumber })}
      </Body1>
    );
  return (
    <RecordTable
      label={intl.formatMessage(m.lettersTable)}
      headers={[
        intl.formatMessage(m.letterTitle),
        intl.formatMessage(m.authorizationNumber),
        intl.formatMessage(m.letterSongs),
      ]}
      classNames={{ wrap: styles.tableWrap }}
      testId="letter-table"
    >
      {own.map((letter) => (
        <TableRow key={letter.id} data-testid="letter-row">
          <TableCell>
            <RouterLink to={routePath('account-letter-songInfo', { authorisationId: letter.id })}>
              {letter.title}
            </RouterLink>
          </TableCell>
          <TableCell>{letter.number}</TableCell>
          <TableCell>{intl.formatNumber(letter.songCount)}</TableCell>
        </TableRow>
      ))}
    </RecordTable>
  );
}

/** /account/contract/:id/letter/list: the library's authorization letters under this contract. */
export function ContractLettersPage() {
  return (
    <ContractFrame tab="letters">{(contract) => <Letters contract={contract} />}</ContractFrame>
  );
}
