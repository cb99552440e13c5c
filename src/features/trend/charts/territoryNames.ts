// Territory names in the interface language from the runtime's CLDR data, with the product's own
// wording where it differs (src/domain/reference/regions.ts: "中国台湾").
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { REGION_NAME_OVERRIDES } from '../../../domain/reference/regions';
import { isIsoTerritory } from '../../../domain/trend';
import { chartMessages as m } from './messages';

export function useTerritoryName(): (code: string) => string {
  const intl = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'code' });
    const isChinese = intl.locale.startsWith('zh');
    return (code: string) => {
      const upper = code.trim().toUpperCase();
      if (!isIsoTerritory(upper)) return intl.formatMessage(m.unknownTerritory);
      const override = REGION_NAME_OVERRIDES[upper];
      const own = isChinese ? override?.nameZh : override?.nameEn;
      return own ?? names.of(upper) ?? upper;
    };
  }, [intl]);
}
