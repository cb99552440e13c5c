import { defineMessages, type NoMessageValues } from 'react-intl';

export const albumPackageMessages = defineMessages<{
  download: NoMessageValues;
  downloading: NoMessageValues;
  hint: NoMessageValues;
  needsConnection: NoMessageValues;
  done: { fileName: string };
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
});
