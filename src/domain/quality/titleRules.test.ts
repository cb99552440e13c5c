import { describe, expect, it } from 'vitest';
import {
  findFeaturedArtist,
  findTitleVersion,
  isAllCapitals,
  isPlaceholderTitle,
} from './titleRules';

describe('findFeaturedArtist', () => {
  it.each([
    ['Old Town Road (feat. Billy Ray Cyrus)', 'feat. Billy Ray Cyrus'],
    ['Despacito feat. Justin Bieber', 'feat. Justin Bieber'],
    ['Stay ft. Justin Bieber', 'ft. Justin Bieber'],
    ['Lose Control [Featuring Ciara & Fat Man Scoop]', 'Featuring Ciara & Fat Man Scoop'],
    ['Something Just Like This (with Coldplay)', 'with Coldplay'],
    ['Left Hand Free (ft Jay)', 'ft Jay'],
    ['说好不哭（with 五月天阿信）', 'with 五月天阿信'],
    ['等你下课 (feat. 杨瑞代)', 'feat. 杨瑞代'],
    ['告白气球（与林俊杰合作）', '与林俊杰合作'],
    ['光年之外 - 特邀 邓紫棋', '特邀 邓紫棋'],
    ['在人间【客串：王菲】', '客串：王菲'],
  ])('finds it in %s', (title, text) => {
    expect(findFeaturedArtist(title)).toBe(text);
  });

  it.each([
    'Defeat the Enemy',
    'Feather',
    'Craft Beer Song',
    'Left Foot Forward',
    'Together With You',
    'With or Without You',
    '合作愉快',
    '晴天',
    'Hotel California - Live',
    '稻香 (伴奏)',
  ])('leaves %s alone', (title) => {
    expect(findFeaturedArtist(title)).toBeNull();
  });
});

describe('isAllCapitals', () => {
  it.each(['HELLO', 'I LOVE YOU', 'SAY MY NAME', 'BLACKPINK IN YOUR AREA', '爱你 FOREVER'])(
    'flags %s',
    (title) => expect(isAllCapitals(title)).toBe(true),
  );
  it.each([
    'DNA',
    'USA',
    'BTS DNA',
    'DNA (Live)',
    'Hello',
    '晴天',
    '七里香',
    'MV 版',
    'I Me Mine',
    '1989',
  ])('leaves %s alone', (title) => expect(isAllCapitals(title)).toBe(false));
});

describe('isPlaceholderTitle', () => {
  it.each([
    'Untitled',
    'untitled 3',
    'Track 1',
    'Track 01',
    'track #12',
    'Audio Track 2',
    'No Title',
    '曲目1',
    '曲目 12',
    '歌曲3',
    '无标题',
    '未命名',
    '“无标题”',
  ])('flags %s', (title) => expect(isPlaceholderTitle(title)).toBe(true));
  it.each([
    'Untitled Love Song',
    'Track of My Tears',
    'Song 2',
    'Song 2 You',
    '曲目不详的夜晚',
    '无标题的信',
    'Song for the Road',
    '1',
  ])('leaves %s alone', (title) => expect(isPlaceholderTitle(title)).toBe(false));
});

describe('findTitleVersion', () => {
  it.each([
    ['Hotel California (Live)', 'live'],
    ['Hotel California - Live at the Forum', 'live'],
    ['Blinding Lights [Remix]', 'remix'],
    ['Heroes (2017 Remastered)', 'remaster'],
    ['Yesterday - Remastered 2009', 'remaster'],
    ['Tears in Heaven (Acoustic)', 'other'],
    ['Clocks (Instrumental)', 'accompaniment'],
    ['Shape of You (Demo)', 'demo'],
    ['稻香 (伴奏)', 'accompaniment'],
    ['后来（现场版）', 'live'],
    ['后来现场版', 'live'],
    ['十年 伴奏版', 'accompaniment'],
    ['平凡之路【混音版】', 'remix'],
  ])('reads %s as %s', (title, version) => {
    expect(findTitleVersion(title)?.version).toBe(version);
  });
  it.each(['Live and Let Die', 'Live Forever', 'Demons', 'Remixing My Life', '现场', '伴奏者之歌'])(
    'reads no version in %s',
    (title) => expect(findTitleVersion(title)).toBeNull(),
  );
});
