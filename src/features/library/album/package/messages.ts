import { defineMessages, type NoMessageValues } from 'react-intl';

export const albumPackageMessages = defineMessages<{
  download: NoMessageValues;
  downloading: NoMessageValues;
  hint: NoMessageValues;
  needsConnection: NoMessageValues;
  done: { fileName: string };
  heading: NoMessageValues;
  diffHeading: NoMessageValues;
  neverBuilt: NoMessageValues;
  unchanged: { builtAt: Date };
  changedSince: { builtAt: Date };
  cannotBuild: NoMessageValues;
  change: { what: string; before: string; after: string };
  track: { position: string; title: string };
  deal: { deal: string };
  diffNeedsConnection: NoMessageValues;
}>({
  download: {
    id: 'album.package.download',
    defaultMessage: 'Download DDEX package',
    description:
      'Button on an approved album: downloads a zip with its DDEX ERN 4.3 message and files',
  },
  downloading: {
    id: 'album.package.downloading',
    defaultMessage: 'Preparing the DDEX package…',
    description: 'Shown while the package downloads',
  },
  hint: {
    id: 'album.package.hint',
    defaultMessage:
      'A zip for offline tools: the DDEX ERN 4.3 message, the files it names and their SHA-256 hashes.',
    description: 'Explains the DDEX package button',
  },
  needsConnection: {
    id: 'album.package.needsConnection',
    defaultMessage: 'The DDEX package is made by the server: downloading it needs a connection.',
    description: 'Shown instead of downloading while the device is offline',
  },
  done: {
    id: 'album.package.done',
    defaultMessage: 'Downloaded {fileName}.',
    description: 'After the package was saved; fileName: the zip file name',
  },
  heading: {
    id: 'album.package.heading',
    defaultMessage: 'DDEX',
    description: 'Heading of the album page section with the DDEX package and the message diff',
  },
  diffHeading: {
    id: 'album.package.diffHeading',
    defaultMessage: 'Changes since the last package',
    description: 'Heading of the list of differences between the last built DDEX message and now',
  },
  neverBuilt: {
    id: 'album.package.neverBuilt',
    defaultMessage: 'No DDEX package has been made for this album yet.',
    description: 'Diff section when no message was built yet',
  },
  unchanged: {
    id: 'album.package.unchanged',
    defaultMessage:
      'Nothing changed since the package of {builtAt, date, medium} {builtAt, time, short}.',
    description: 'Diff section when the message would be the same',
  },
  changedSince: {
    id: 'album.package.changedSince',
    defaultMessage:
      'The message built now would differ from the package of {builtAt, date, medium} {builtAt, time, short}:',
    description: 'Introduces the list of differences',
  },
  cannotBuild: {
    id: 'album.package.cannotBuild',
    defaultMessage: 'The album cannot make a valid DDEX message now:',
    description: 'Introduces the problems that stop the message',
  },
  change: {
    id: 'album.package.change',
    defaultMessage: '{what}: {before} → {after}',
    description: 'One changed value; before/after are the values, or a dash when absent',
  },
  track: {
    id: 'album.package.track',
    defaultMessage: 'Track {position} {title}',
    description: 'Names a track in the diff; position: disc-track number',
  },
  deal: {
    id: 'album.package.deal',
    defaultMessage: 'Deal {deal}',
    description: 'Names a deal in the diff (commercial model and use types)',
  },
  diffNeedsConnection: {
    id: 'album.package.diffNeedsConnection',
    defaultMessage: 'Comparing with the last package needs a connection.',
    description: 'Diff section while offline',
  },
});
