// The filters the list pages offer, as option lists in the page's language. Review statuses 11
// and 16 are one choice, "pending review", as the spec shows them together (section 4).
import type { IntlShape, MessageDescriptor } from 'react-intl';
import {
  ACCOMPANIMENT_TYPES,
  ALBUM_TYPES,
  ARTIST_TYPES,
  CLIP_TYPES,
  SOURCES,
  TRACK_VERSIONS,
} from '../../../domain/catalogue/enums';
import { RELEASE_STATUSES, REVIEW_STATUSES } from '../../../domain/status';
import { lookupOptions } from '../shared/lookupOptions';
import { releaseStatusMessages, reviewStatusMessages } from '../status/messages';
import {
  accompanimentTypeMessages,
  albumTypeMessages,
  artistTypeMessages,
  clipTypeMessages,
  filterMessages,
  sourceMessages,
  trackVersionMessages,
} from './messages';
import type { ListFilterDef, ListFilterOption } from './useListState';

function codes(
  intl: IntlShape,
  values: readonly (string | number)[],
  labels: Readonly<Record<string | number, MessageDescriptor>>,
): ListFilterOption[] {
  return values.map((value) => ({
    key: String(value),
    label: intl.formatMessage(labels[value]),
    value,
  }));
}

export function reviewStatusFilter(intl: IntlShape): ListFilterDef {
  const options: ListFilterOption[] = [];
  for (const status of REVIEW_STATUSES) {
    if (status === 16) continue;
    const value = status === 11 ? [11, 16] : status;
    options.push({
      key: String(status),
      label: intl.formatMessage(reviewStatusMessages[status]),
      value,
    });
  }
  return { field: 'reviewStatus', label: intl.formatMessage(filterMessages.reviewStatus), options };
}

export function releaseStatusFilter(intl: IntlShape): ListFilterDef {
  return {
    field: 'releaseStatus',
    label: intl.formatMessage(filterMessages.releaseStatus),
    options: codes(intl, RELEASE_STATUSES, releaseStatusMessages),
  };
}

export function albumTypeFilter(intl: IntlShape): ListFilterDef {
  return {
    field: 'type',
    label: intl.formatMessage(filterMessages.albumType),
    options: codes(intl, ALBUM_TYPES, albumTypeMessages),
  };
}

export function sourceFilter(intl: IntlShape): ListFilterDef {
  return {
    field: 'source',
    label: intl.formatMessage(filterMessages.source),
    options: codes(intl, SOURCES, sourceMessages),
  };
}

export function trackVersionFilter(intl: IntlShape): ListFilterDef {
  return {
    field: 'trackVersion',
    label: intl.formatMessage(filterMessages.version),
    options: codes(intl, TRACK_VERSIONS, trackVersionMessages),
  };
}

export function artistTypeFilter(intl: IntlShape): ListFilterDef {
  return {
    field: 'type',
    label: intl.formatMessage(filterMessages.artistType),
    options: codes(intl, ARTIST_TYPES, artistTypeMessages),
  };
}

export function clipTypeFilter(intl: IntlShape): ListFilterDef {
  return {
    field: 'type',
    label: intl.formatMessage(filterMessages.clipType),
    options: codes(intl, CLIP_TYPES, clipTypeMessages),
  };
}

export function accompanimentTypeFilter(intl: IntlShape): ListFilterDef {
  return {
    field: 'accompanimentType',
    label: intl.formatMessage(filterMessages.accompanimentType),
    options: codes(intl, ACCOMPANIMENT_TYPES, accompanimentTypeMessages),
  };
}

/** Performing languages by name in the page's language (the stored value is the code). */
export function performLanguageFilter(intl: IntlShape): ListFilterDef {
  const options = lookupOptions('performLanguage', intl.locale).map((o) => ({
    key: o.value,
    label: o.text,
    value: o.value,
  }));
  return { field: 'langCode', label: intl.formatMessage(filterMessages.language), options };
}
