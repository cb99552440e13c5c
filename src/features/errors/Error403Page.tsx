import { ErrorPage } from './ErrorPage';
import { errorPageMessages as m } from './messages';

export function Error403Page() {
  return <ErrorPage code={m.forbiddenTitle} text={m.forbiddenText} />;
}
