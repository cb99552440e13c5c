// A field's validation code as the catalogue words it (`validation.<code>`, shared with the server).
import type { IntlShape } from 'react-intl';
import type { AccountFieldCode } from '../../domain/accounts';
import { FILE_PURPOSES } from '../../domain/media/filePolicy';

export function fieldText(
  intl: IntlShape,
  code: AccountFieldCode | undefined,
  field = '',
): string | undefined {
  if (code === undefined) return undefined;
  const maxMb = Math.round(FILE_PURPOSES.idImage.maxBytes / 1_000_000);
  return intl.formatMessage({ id: `validation.${code}` }, { field, maxMb });
}
