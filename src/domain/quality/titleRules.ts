// Title rules of the channels' style guides, on one title at a time: a featured artist belongs in
// the artists field, a version in the version field, and placeholder or shouted titles are refused.
// Qualifiers are read from brackets (half and full width) and from a " - " tail, where labels put them.
import type { TrackVersion } from '../catalogue/enums';
import { QualityLimits } from './codes';

const BRACKETED = /[([（【〔]([^)\]）】〕]*)[)\]）】〕]?/g;
const DASH_TAIL = /\s[-–—]\s+(.+)$/;

/** The bracketed parts and the dash tail of a title: where labels write qualifiers. */
export function qualifierSegments(title: string): string[] {
  const segments = [...title.matchAll(BRACKETED)].map((m) => m[1].trim());
  const tail = DASH_TAIL.exec(title);
  if (tail) segments.push(tail[1].trim());
  return segments.filter((s) => s !== '');
}

const FEATURING_WORD = /(?:^|[\s([（【])((?:feat\.?|ft\.|featuring)(?=\s|$)[^)\]）】]*)/i;
const SEGMENT_FEATURING = [
  /^(?:with|ft)\s+\S.*/i,
  /^(?:与|和|同|联合).+合作.*/,
  /.*(?:合作|特邀|客串).*/,
];

/** The words naming a featured artist in a title ("feat. X", "(with X)", "（与X合作）"), or null. */
export function findFeaturedArtist(title: string): string | null {
  const word = FEATURING_WORD.exec(title);
  if (word) return word[1].trim();
  for (const segment of qualifierSegments(title)) {
    if (SEGMENT_FEATURING.some((pattern) => pattern.test(segment))) return segment;
  }
  return null;
}

const LATIN_WORD = /[A-Za-z]+/g;

/**
 * A title written in capitals: it has Latin letters, none of them lower case, and either a word
 * longer than an acronym or three words or more ("I LOVE YOU"). Other scripts have no case.
 */
export function isAllCapitals(title: string): boolean {
  const words = title.match(LATIN_WORD) ?? [];
  if (words.length === 0 || words.some((w) => w !== w.toUpperCase())) return false;
  return words.length >= 3 || words.some((w) => w.length > QualityLimits.acronymMaxLetters);
}

const PLACEHOLDERS = [
  /^untitled(?:\s*(?:track|song))?\s*#?\d*$/i,
  /^(?:no|unknown)\s+title$/i,
  // "Track 1", but not "Song 2": Blur's is a real title
  /^(?:audio\s+)?track\s*#?\s*\d+$/i,
  /^(?:曲目|歌曲|音轨|音軌|轨道)\s*\d+$/,
  /^(?:无标题|無標題|未命名|未知歌曲|未知曲目|新歌曲)\s*\d*$/,
];

/** "Untitled", "Track 1", "曲目1", "无标题": a placeholder, not a title. */
export function isPlaceholderTitle(title: string): boolean {
  const bare = title
    .trim()
    .replace(/^[\s"'“”‘’「」《》]+|[\s"'“”‘’「」《》.。]+$/g, '')
    .trim();
  return PLACEHOLDERS.some((pattern) => pattern.test(bare));
}

/** A version word as a title names it, and the version field value it means. */
export interface TitleVersion {
  word: string;
  version: TrackVersion;
}

const VERSION_WORDS: ReadonlyArray<[RegExp, TrackVersion]> = [
  [/\blive\b|现场|現場/i, 'live'],
  [/\bremix(?:ed)?\b|混音版|重混/i, 'remix'],
  [/\bdemo\b|小样|小樣|样带/i, 'demo'],
  [/\bremaster(?:ed)?\b|重制版|重製版|数码重制|数字重制/i, 'remaster'],
  [/\binstrumental\b|\bkaraoke\b|伴奏/i, 'accompaniment'],
  [/\bacoustic\b|不插电|不插電/i, 'other'],
];
/** Chinese labels also write the version straight after the title: "后来现场版". */
const CHINESE_TAIL = /(现场版|現場版|伴奏版?|混音版|重制版|小样版?)$/;

/** The version a title names in its qualifiers ("(Live)", "- Remastered 2011", "（伴奏）"), or null. */
export function findTitleVersion(title: string): TitleVersion | null {
  const candidates = qualifierSegments(title);
  const tail = CHINESE_TAIL.exec(title.trim());
  if (tail) candidates.push(tail[1]);
  for (const segment of candidates) {
    for (const [pattern, version] of VERSION_WORDS) {
      const match = pattern.exec(segment);
      if (match) return { word: match[0], version };
    }
  }
  return null;
}
