import { ErrorPage } from './ErrorPage';
import { errorPageMessages as m } from './messages';

export function NotFoundPage() {
  return <ErrorPage code={m.notFoundTitle} text={m.notFoundText} />;
}
