import { readFileSync } from 'node:fs';
import { collectDescriptors } from './messages.mts';
const en = JSON.parse(readFileSync('src/i18n/locales/en.json', 'utf8'));
const zh = JSON.parse(readFileSync('src/i18n/locales/zh-Hans.json', 'utf8'));
const at = new Map(collectDescriptors().map((d) => [d.id, d.at]));
const groups = new Map<string, string[]>();
for (const id of Object.keys(en)) {
  const k = en[id] + ' || ' + zh[id];
  groups.set(k, [...(groups.get(k) ?? []), id]);
}
const out = [...groups]
  .filter(([, ids]) => ids.length > 1)
  .sort((a, b) => b[1].length - a[1].length);
let n = 0;
for (const [k, ids] of out) {
  n += ids.length - 1;
  console.log(`${k}\n   ${ids.map((i) => i + ' @' + at.get(i)).join('\n   ')}`);
}
console.log('groups', out.length, 'removable', n);
