// How a message names the files it delivers, and so how a release package names them: the product
// code, the disc and the track, as DDEX's own samples do (0094631432057_01_001.wav). Stored names are
// the partner's own and collide (every track "master.wav"), so they never go out.

function extensionOf(fileName: string, fallback: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return (match?.[1] ?? fallback).toLowerCase();
}

/** A product code safe in a file name (it is digits once checked; anything else is replaced). */
function safeStem(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const RESOURCE_FOLDER = 'resources';

export function audioFileName(
  upc: string,
  disc: number,
  position: number,
  storedName: string,
  format: string,
): string {
  return `${RESOURCE_FOLDER}/${safeStem(upc)}_${pad(disc, 2)}_${pad(position, 3)}.${extensionOf(storedName, format || 'wav')}`;
}

export function immersiveFileName(
  upc: string,
  disc: number,
  position: number,
  storedName: string,
  format: string,
): string {
  return `${RESOURCE_FOLDER}/${safeStem(upc)}_${pad(disc, 2)}_${pad(position, 3)}_immersive.${extensionOf(storedName, format || 'wav')}`;
}

export function coverFileName(upc: string, storedName: string, format: string): string {
  return `${RESOURCE_FOLDER}/${safeStem(upc)}.${extensionOf(storedName, format || 'jpg')}`;
}

export function lyricsFileName(
  upc: string,
  disc: number,
  position: number,
  index: number,
  storedName: string,
  format: string,
): string {
  return `${RESOURCE_FOLDER}/${safeStem(upc)}_${pad(disc, 2)}_${pad(position, 3)}_lyrics${index + 1}.${extensionOf(storedName, format || 'txt')}`;
}

export const MESSAGE_FILE_NAME = 'message.xml';
export const MANIFEST_FILE_NAME = 'manifest.sha256';
