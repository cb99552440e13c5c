import { Combobox, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRecord, useRecords } from '../../../../data/catalogueHooks';
import { mediaCommonMessages as m } from './messages';
import { formMessages } from '../messages';

/** Options shown at once: a name prefix narrows 100,000 tracks through the name index. */
const TRACK_OPTIONS = 20;

interface TrackPickerProps {
  id?: string;
  trackId: string | null;
  onChange(trackId: string | null): void;
  invalid?: boolean;
}

/** The track a clip or accompaniment belongs to, searched by name in the local store. */
export function TrackPicker({ id, trackId, onChange, invalid }: TrackPickerProps) {
  const intl = useIntl();
  const selected = useRecord('track', trackId);
  const [query, setQuery] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const text = query ?? selected?.name ?? '';
  const search = query?.trim() ?? '';
  const tracks = useRecords(
    'track',
    search === ''
      ? { orderBy: 'name', limit: TRACK_OPTIONS }
      : { prefix: { field: 'name', value: search }, limit: TRACK_OPTIONS },
  );
  const label = (t: { name: string; isrc: string | null }) =>
    t.isrc ? `${t.name} (${t.isrc})` : t.name;

  return (
    <Combobox
      expandIcon={{ 'aria-label': intl.formatMessage(formMessages.openList) }}
      id={id}
      freeform
      open={isOpen}
      onOpenChange={(_, data) => setOpen(data.open)}
      value={text}
      selectedOptions={trackId ? [trackId] : []}
      placeholder={intl.formatMessage(m.trackSearch)}
      aria-invalid={invalid || undefined}
      data-testid="track-picker"
      onChange={(event) => {
        setQuery(event.target.value);
        // typing searches: the matches show at once
        setOpen(true);
        if (event.target.value.trim() === '') onChange(null);
      }}
      onOptionSelect={(_, data) => {
        setQuery(null);
        setOpen(false);
        onChange(data.optionValue ?? null);
      }}
    >
      {(tracks ?? []).map((t) => (
        <Option key={t.id} value={t.id} text={t.name}>
          {label(t)}
        </Option>
      ))}
      {tracks !== undefined && tracks.length === 0 && (
        <Option key="none" value="" text="" disabled>
          {intl.formatMessage(m.trackNoMatch)}
        </Option>
      )}
    </Combobox>
  );
}
