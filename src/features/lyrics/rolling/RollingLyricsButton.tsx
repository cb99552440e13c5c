import { Button, Spinner } from '@fluentui/react-components';
import { SlideTextRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Track } from '../../../domain/catalogue';
import { rollingMessages as m } from './messages';

// the editor loads with the first opening, not with the album page
const RollingLyricsDialog = lazy(() =>
  import('./RollingLyricsDialog').then((mod) => ({ default: mod.RollingLyricsDialog })),
);

/** The entry point on a track row: opens the rolling (scrolling) lyrics editor. */
export function RollingLyricsButton({ track, editable }: { track: Track; editable: boolean }) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        icon={<SlideTextRegular />}
        aria-label={intl.formatMessage(m.openFor, { track: track.name })}
        onClick={() => setOpen(true)}
        data-testid="rolling-open"
      >
        {intl.formatMessage(m.open)}
      </Button>
      {isOpen && (
        <Suspense fallback={<Spinner size="tiny" label={intl.formatMessage(m.loading)} />}>
          <RollingLyricsDialog track={track} editable={editable} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
