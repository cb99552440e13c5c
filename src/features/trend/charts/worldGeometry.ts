// The world's shapes (world-atlas, Natural Earth 1:110m, ~38 kB gzip) load on first use of the
// heat map as their own chunk, so the trend charts that do not draw a map do not carry them.
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { numericToAlpha2 } from '../../../domain/trend';

export interface WorldShape {
  /** ISO alpha-2, undefined for shapes ISO does not name (Northern Cyprus, Somaliland) */
  code: string | undefined;
  feature: Feature<Geometry>;
}

/** Shapes world-atlas leaves without an ISO id but reports name (Kosovo: "XK", as distributors use). */
const CODE_BY_NAME: Readonly<Record<string, string>> = { Kosovo: 'XK' };
const ANTARCTICA = '010';

let loading: Promise<WorldShape[]> | null = null;

export function loadWorldShapes(): Promise<WorldShape[]> {
  loading ??= import('world-atlas/countries-110m.json')
    .then((module) => {
      const topology = module.default as unknown as Topology<{
        countries: GeometryCollection<{ name?: string }>;
      }>;
      return feature(topology, topology.objects.countries)
        .features.filter((f) => f.id !== ANTARCTICA)
        .map((f) => ({
          code: numericToAlpha2(f.id) ?? CODE_BY_NAME[f.properties.name ?? ''],
          feature: f as Feature<Geometry>,
        }));
    })
    .catch((error: unknown) => {
      loading = null; // a later render may try again (e.g. back online)
      throw error;
    });
  return loading;
}
