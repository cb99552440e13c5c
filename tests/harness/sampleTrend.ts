// Realistic sample figures for the charts harness: twelve months of daily plays with the year
// before, weekly revenue in CNY, eight channels, dozens of territories (and an unknown code).
import {
  addDays,
  alignWithPrevious,
  bucketize,
  previousRange,
  type DayRange,
  type DayValue,
} from '../../src/domain/trend';

/** A small seeded generator, so every screenshot shows the same figures. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export const YEAR: DayRange = { from: '2025-04-01', to: '2026-03-31' };

function daily(range: DayRange, base: number, growth: number, seed: number): DayValue[] {
  const next = random(seed);
  const out: DayValue[] = [];
  for (let day = range.from, i = 0; day <= range.to; day = addDays(day, 1), i += 1) {
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? 1.25 : 1;
    const season = 1 + 0.2 * Math.sin(i / 58);
    out.push({
      day,
      value: BigInt(Math.round(base * (1 + growth * i) * weekend * season * (0.8 + 0.4 * next()))),
    });
  }
  return out;
}

const lastYear = { from: '2024-04-01', to: '2025-03-31' };
export const playsByMonth = alignWithPrevious(
  daily(YEAR, 42_000, 0.002, 1),
  daily(lastYear, 30_000, 0.001, 2),
  'month',
  YEAR,
);
const month = { from: '2026-03-01', to: '2026-03-31' };
export const downloadsByDay = bucketize(daily(month, 900, 0.003, 3), 'day', month);
const quarter = { from: '2026-01-05', to: '2026-03-29' };
/** revenue in CNY fen (minor units) */
export const revenueByWeek = alignWithPrevious(
  daily(quarter, 185_000, 0.004, 4),
  daily(previousRange(quarter), 150_000, 0.002, 5),
  'week',
  quarter,
);

export const channels = [
  ['qq', 'QQ音乐 / QQ Music', 412_300_000n],
  ['netease', '网易云音乐 / NetEase', 298_100_000n],
  ['kugou', '酷狗音乐 / Kugou', 187_900_000n],
  ['spotify', 'Spotify', 96_400_000n],
  ['apple', 'Apple Music', 61_200_000n],
  ['youtube', 'YouTube Music', 38_700_000n],
  ['amazon', 'Amazon Music', 12_800_000n],
  ['tidal', 'TIDAL', 2_100_000n],
].map(([key, label, value]) => ({
  key: key as string,
  label: label as string,
  value: value as bigint,
}));

export const topTracks = [
  ['晴天的约定', '林一舟'],
  ['Northbound Lights', 'The Quiet Harbour'],
  ['夜航船', '苏小满'],
  ['海风与你', '林一舟'],
  ['City of Paper Lanterns', 'Mei & The Tides'],
  ['山那边', '陈木'],
  ['Slow Orbit', 'Aster Vale'],
  ['一路向南', '苏小满'],
  ['Glasshouse', 'Aster Vale'],
  ['外婆的院子', '陈木'],
].map(([label, secondary], i) => ({
  key: `t${i}`,
  label,
  secondary,
  value: BigInt(Math.round(1_840_000 / (1 + i * 0.55))),
}));

const territoryWeights: [string, number][] = [
  ['CN', 1000],
  ['TW', 210],
  ['HK', 160],
  ['MO', 18],
  ['SG', 95],
  ['MY', 88],
  ['US', 240],
  ['CA', 52],
  ['GB', 74],
  ['DE', 61],
  ['FR', 44],
  ['JP', 130],
  ['KR', 84],
  ['AU', 47],
  ['NZ', 9],
  ['TH', 58],
  ['VN', 41],
  ['ID', 66],
  ['PH', 37],
  ['IN', 29],
  ['BR', 33],
  ['MX', 21],
  ['ES', 19],
  ['IT', 17],
  ['NL', 14],
  ['SE', 12],
  ['NO', 6],
  ['RU', 23],
  ['TR', 8],
  ['AE', 11],
  ['SA', 7],
  ['ZA', 5],
  ['EG', 3],
  ['NG', 2],
  ['AR', 6],
  ['CL', 4],
  ['PL', 7],
  ['IE', 5],
  ['CH', 8],
  ['KZ', 2],
  ['XK', 1],
];
export const territories = [
  ...territoryWeights.map(([territory, weight]) => ({ territory, value: BigInt(weight * 1_731) })),
  { territory: 'ZZ', value: 4_210n },
];
