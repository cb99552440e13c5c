import { routePath } from '../../../domain/routes';
import { NewPartyButton } from '../recordcompany/NewPartyButton';
import { plClineFieldMessages, plClineMessages as m } from './messages';

const TEXTS = { button: m.newButton, title: m.newTitle, hint: m.newHint };

/** "New P-line/C-line": a name, unique per authorizing party, and the authorizing party. */
export function NewPlClineButton({ onCreated }: { onCreated?(id: string): void }) {
  return (
    <NewPartyButton
      entity="plCline"
      texts={TEXTS}
      labels={plClineFieldMessages}
      testId="new-pl-cline"
      infoPath={(id) => routePath('library-pline-cline-info', { id })}
      onCreated={onCreated}
    />
  );
}
