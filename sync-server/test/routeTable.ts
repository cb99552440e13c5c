// The routes the app has actually registered, read back from Fastify's own route tree, so a test
// that walks them covers a route added later without being told about it.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** the path as declared, with its `:params` */
  url: string;
}

// one line of printRoutes({ commonPrefix: false }): tree drawing, the path (or the part below its
// parent's), then the methods in brackets when the node is a route
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/;

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (depth > 0 ? parents[depth - 1] : '') + match[2];
    parents.length = depth;
    parents.push(url);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
