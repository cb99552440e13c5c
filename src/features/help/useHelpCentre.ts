// The help centre of the interface's language: the server's answer, kept on the device so the page
// reads offline once visited. A failed fetch with a stored copy shows the copy, marked as such.
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../app/api/errors';
import { getCached, putCached } from '../../data/cacheRepo';
import { reportError } from '../../data/errorLog';
import { useCached } from '../../data/useCached';
import type { HelpCentre } from '../../domain/help/help';
import { useLanguage } from '../../i18n/useLanguage';
import { fetchHelpCentre } from './helpCalls';

export interface HelpCentreState {
  centre: HelpCentre | null;
  /** when the shown copy was fetched */
  savedAt: number | null;
  /** the last fetch failed: what shows is the stored copy, if any */
  isStale: boolean;
  isLoading: boolean;
  failure: unknown;
  reload: () => void;
}

export function useHelpCentre(): HelpCentreState {
  const language = useLanguage();
  const cached = useCached('helpCentre');
  const [failure, setFailure] = useState<unknown>(null);
  const [isLoading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const centre = await fetchHelpCentre();
      const stored = (await getCached('helpCentre'))?.value ?? {};
      await putCached('helpCentre', { ...stored, [centre.language]: centre });
      setFailure(null);
    } catch (error) {
      if (!isApiError(error)) reportError('help.load', error);
      setFailure(error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, language]);

  const centre = cached?.value[language] ?? null;
  return {
    centre,
    savedAt: centre ? (cached?.savedAt ?? null) : null,
    isStale: failure !== null,
    isLoading,
    failure,
    reload: () => void load(),
  };
}
