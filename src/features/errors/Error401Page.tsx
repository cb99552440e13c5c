import { ErrorPage } from './ErrorPage';
import { errorPageMessages as m } from './messages';

export function Error401Page() {
  return (
    <ErrorPage code={m.notAuthorizedTitle} text={m.notAuthorizedText} hint={m.notAuthorizedHint} />
  );
}
