import { routePath } from '../../../domain/routes';
import { recordCompanyFieldMessages, recordCompanyMessages as m } from './messages';
import { NewPartyButton } from './NewPartyButton';

const TEXTS = { button: m.newButton, title: m.newTitle };

/** "New record company": name (unique per authorizing party), display language, authorizing party. */
export function NewRecordCompanyButton({
  onCreated,
}: {
  onCreated?(recordCompanyId: string): void;
}) {
  return (
    <NewPartyButton
      entity="recordCompany"
      texts={TEXTS}
      labels={recordCompanyFieldMessages}
      testId="new-record-company"
      infoPath={(recordcompanyId) => routePath('library-recordcompany-info', { recordcompanyId })}
      onCreated={onCreated}
    />
  );
}
