import { defineMessages } from 'react-intl';

const D = 'Tab of an album or track page';

export const frameMessages = defineMessages({
  albumTabs: {
    id: 'library.frame.albumTabs',
    defaultMessage: 'Album pages',
    description: 'Accessible name of the album tab row',
  },
  trackTabs: {
    id: 'library.frame.trackTabs',
    defaultMessage: 'Track pages',
    description: 'Accessible name of the track tab row',
  },
  albumInfo: { id: 'library.frame.albumInfo', defaultMessage: 'Album information', description: D },
  albumTracks: { id: 'library.frame.albumTracks', defaultMessage: 'Tracks', description: D },
  rightsHolders: {
    id: 'library.frame.rightsHolders',
    defaultMessage: 'Rights holders',
    description: D,
  },
  localization: {
    id: 'library.frame.localization',
    defaultMessage: 'Localization',
    description: D,
  },
  clipsAndAccompaniments: {
    id: 'library.frame.clips',
    defaultMessage: 'Clips and accompaniments',
    description: D,
  },
  authorization: {
    id: 'library.frame.authorization',
    defaultMessage: 'Authorization',
    description: D,
  },
  trackInfo: { id: 'library.frame.trackInfo', defaultMessage: 'Track information', description: D },
  trackAlbum: { id: 'library.frame.trackAlbum', defaultMessage: 'Album', description: D },
  trackNotFound: {
    id: 'library.frame.trackNotFound',
    defaultMessage: 'This track is not on this device',
    description: 'Heading when a track id is unknown',
  },
  trackNotFoundHint: {
    id: 'library.frame.trackNotFoundHint',
    defaultMessage: 'It may have been deleted, or it has not been synchronised yet.',
    description: 'Hint when a track id is unknown',
  },
  backToTracks: {
    id: 'library.frame.backToTracks',
    defaultMessage: 'Back to the track list',
    description: 'Link to the track list',
  },
  untitledTrack: {
    id: 'library.frame.untitledTrack',
    defaultMessage: '(untitled track)',
    description: 'Shown instead of an empty track name',
  },
});
