import { defineMessages, type NoMessageValues } from 'react-intl';

export const playerMessages = defineMessages<{
  label: { title: string };
  play: { title: string };
  pause: { title: string };
  seek: { title: string };
  time: { current: string; duration: string };
  error: NoMessageValues;
}>({
  label: {
    id: 'player.label',
    defaultMessage: 'Audio player: {title}',
    description: 'Accessible name of the audio player bar of a track',
  },
  play: {
    id: 'player.play',
    defaultMessage: 'Play {title}',
    description: 'Accessible name of the play button of the audio player',
  },
  pause: {
    id: 'player.pause',
    defaultMessage: 'Pause {title}',
    description: 'Accessible name of the pause button of the audio player',
  },
  seek: {
    id: 'player.seek',
    defaultMessage: 'Playback position of {title}',
    description: 'Accessible name of the seek slider of the audio player',
  },
  time: {
    id: 'player.time',
    defaultMessage: '{current} / {duration}',
    description: 'Current playback time and length of the audio, both as m:ss time codes',
  },
  error: {
    id: 'player.error',
    defaultMessage: 'Audio file playback error',
    description:
      'Shown when the audio cannot be played (the stream URL call or the audio element failed; spec section 8)',
  },
});
