// The "source" of a record in words. The server fills it in: a record made on this device has
// none until the server acknowledged it, and a code this build does not know is shown as is.
import type { IntlShape } from 'react-intl';
import { artistInfoMessages, sourceMessages } from './messages';

export function sourceText(intl: IntlShape, record: { version: number; source?: unknown }): string {
  if (record.version === 0 || record.source === undefined)
    return intl.formatMessage(artistInfoMessages.whenSynced);
  const descriptor =
    typeof record.source === 'number'
      ? sourceMessages[record.source as keyof typeof sourceMessages]
      : undefined;
  return descriptor ? intl.formatMessage(descriptor) : String(record.source);
}
