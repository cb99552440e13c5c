import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../../i18n/labels';

export const cropMessages = defineMessages<{
  title: NoMessageValues;
  intro: { file: string; width: number; height: number };
  image: { file: string };
  frame: NoMessageValues;
  zoom: NoMessageValues;
  zoomValue: { percent: number };
  summary: { side: number; x: number; y: number; output: number };
  loading: NoMessageValues;
  working: NoMessageValues;
  confirm: NoMessageValues;
  cancel: NoMessageValues;
  decodeFailed: { file: string };
  encodeFailed: { file: string };
}>({
  title: {
    id: 'crop.title',
    defaultMessage: 'Crop to a square',
    description: 'Title of the dialog that crops a non-square cover image',
  },
  intro: {
    id: 'crop.intro',
    defaultMessage:
      '{file} is {width} × {height} pixels; a cover must be square. Move and zoom the frame to choose the part to keep.',
    description:
      'Explanation at the top of the crop dialog: file name and pixel size of the picked image',
  },
  image: {
    id: 'crop.image',
    defaultMessage: 'Image to crop: {file}',
    description: 'Accessible name of the picture shown in the crop dialog',
  },
  frame: {
    id: 'crop.frame',
    defaultMessage: 'Crop frame. Arrow keys move it, plus and minus zoom in and out.',
    description:
      'Accessible name of the movable square frame of the crop dialog, with its keyboard keys',
  },
  zoom: {
    id: 'crop.zoom',
    defaultMessage: 'Zoom',
    description: 'Label of the zoom slider of the crop dialog',
  },
  zoomValue: {
    id: 'crop.zoomValue',
    defaultMessage: 'Zoom {percent}%',
    description: 'Spoken value of the zoom slider of the crop dialog (100% = the largest square)',
  },
  summary: {
    id: 'crop.summary',
    defaultMessage:
      'Square of {side} × {side} pixels from ({x}, {y}); the cover is written at {output} × {output} pixels.',
    description:
      'The chosen square: its side and top-left corner in source pixels, and the size of the cropped file',
  },
  loading: {
    id: 'crop.loading',
    defaultMessage: 'Opening the image…',
    description: 'Shown while the crop dialog decodes the picked image',
  },
  working: {
    id: 'crop.working',
    defaultMessage: 'Cropping…',
    description: 'Shown while the cropped image is written',
  },
  confirm: {
    id: 'crop.confirm',
    defaultMessage: 'Crop and upload',
    description: 'Button that crops the image and uploads the result',
  },
  cancel: labels.cancel,
  decodeFailed: {
    id: 'crop.decodeFailed',
    defaultMessage:
      '{file}: the image cannot be opened for cropping; crop it in an image editor and choose it again',
    description: 'Error in the crop dialog when the browser cannot decode the picked image',
  },
  encodeFailed: {
    id: 'crop.encodeFailed',
    defaultMessage: '{file}: the cropped image could not be written; please try again',
    description: 'Error in the crop dialog when drawing or encoding the cropped image failed',
  },
});
