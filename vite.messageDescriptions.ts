// Drops `description` from react-intl's defineMessages/defineMessage calls in the build: it is
// written for translators and never read at run time (formatjs' babel plugin does the same), yet
// every screen's messages.ts would ship it - ~1 kB gzip on the login page alone.
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

const SOURCE = /\/src\/.+\.tsx?$/;
const CALLEES = new Set(['defineMessages', 'defineMessage']);

type Range = [start: number, end: number];

/** The source ranges of the `description` properties (with one adjoining comma) to cut. */
function descriptionRanges(object: ESTree.ObjectExpression, ranges: Range[]): void {
  const props = object.properties;
  props.forEach((prop, i) => {
    if (prop.type !== 'Property') return;
    if (prop.key.type === 'Identifier' && prop.key.name === 'description' && !prop.computed) {
      // cut up to the next property, or from the previous one when it is the last
      if (i + 1 < props.length) ranges.push([prop.start, props[i + 1].start]);
      else if (i > 0) ranges.push([props[i - 1].end, prop.end]);
      else ranges.push([prop.start, prop.end]);
    } else if (prop.value.type === 'ObjectExpression') {
      descriptionRanges(prop.value, ranges);
    }
  });
}

export function stripMessageDescriptions(code: string, id: string): string | null {
  if (!code.includes('defineMessage')) return null;
  const { program } = parseSync(id, code);
  const ranges: Range[] = [];
  new Visitor({
    CallExpression(call) {
      if (call.callee.type !== 'Identifier' || !CALLEES.has(call.callee.name)) return;
      const [arg] = call.arguments;
      if (!arg || arg.type !== 'ObjectExpression') return;
      // defineMessage({...}) holds the descriptor itself, defineMessages({key: {...}}) several
      descriptionRanges(arg, ranges);
    },
  }).visit(program);
  if (ranges.length === 0) return null;
  ranges.sort((a, b) => b[0] - a[0]);
  let out = code;
  for (const [start, end] of ranges) out = out.slice(0, start) + out.slice(end);
  return out;
}

export function messageDescriptions(): Plugin {
  return {
    name: 'portal:message-descriptions',
    apply: 'build',
    // after TypeScript is stripped, so the parser reads plain JavaScript
    enforce: 'post',
    transform(code, id) {
      if (!SOURCE.test(id.split('?')[0])) return null;
      const stripped = stripMessageDescriptions(code, id.split('?')[0].replace(/\.tsx?$/, '.js'));
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
