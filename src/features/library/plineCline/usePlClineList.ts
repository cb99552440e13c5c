import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PlCline } from '../../../domain/catalogue';
import { sourceFilter } from '../lists/filterOptions';
import { useEntityList } from '../lists/useEntityList';
import { PARTY_DEFAULT_SORT, PARTY_SORTS } from '../recordcompany/useRecordCompanyList';

/** P-line and C-line names by name or creation time, filtered by source. */
export function usePlClineList() {
  const intl = useIntl();
  const filters = useMemo(() => [sourceFilter(intl)], [intl]);
  return {
    filters,
    ...useEntityList<PlCline>('plCline', filters, PARTY_DEFAULT_SORT, PARTY_SORTS),
  };
}
