// Territories on a real world map, shaded by value in equal steps of the brand colour. Each shaded
// territory is a Tab stop (largest first) with a tooltip on hover and focus; codes the map cannot
// place are listed under it, and the table view lists every territory the figures name.
import { Spinner } from '@fluentui/react-components';
import { geoEqualEarth, geoPath } from 'd3-geo';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { HEAT_FILL, HEAT_OPACITY, HEAT_STEPS, NO_DATA_FILL } from './palette';
import {
  joinTerritories,
  maxValue,
  rankTerritories,
  stepBounds,
  stepOf,
  territoryPoint,
  type TerritoryValue,
} from '../../../domain/trend';
import { reportError } from '../../../data/errorLog';
import { ChartFrame } from './ChartFrame';
import { useChartStyles } from './charts.styles';
import { heatTable } from './heatTable';
import { useValueFormat, type Measure } from './measure';
import { chartMessages as m } from './messages';
import { useTerritoryName } from './territoryNames';
import { useMapStyles } from './WorldHeatMap.styles';
import { loadWorldShapes, type WorldShape } from './worldGeometry';
import { useWidth } from './useWidth';

export interface WorldHeatMapProps {
  title: string;
  measure: Measure;
  /** ISO 3166-1 alpha-2 as in the reports; unknown codes are kept and listed */
  values: readonly TerritoryValue[];
}

type Shapes = { state: 'loading' } | { state: 'ready'; shapes: WorldShape[] } | { state: 'failed' };

interface Hover {
  code: string;
  x: number;
  y: number;
}

export function WorldHeatMap({ title, measure, values }: WorldHeatMapProps) {
  const intl = useIntl();
  const styles = useChartStyles();
  const mapStyles = useMapStyles();
  const format = useValueFormat(measure);
  const nameOf = useTerritoryName();
  const [plotRef, width] = useWidth<HTMLDivElement>(720);
  const [shapes, setShapes] = useState<Shapes>({ state: 'loading' });
  const [hover, setHover] = useState<Hover | null>(null);
  useEffect(() => {
    let live = true;
    loadWorldShapes().then(
      (loaded) => live && setShapes({ state: 'ready', shapes: loaded }),
      (error: unknown) => {
        reportError('trend.worldMap', error);
        if (live) setShapes({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const join = useMemo(() => joinTerritories(values), [values]);
  const max = maxValue(join.byCode.values());
  const ranked = rankTerritories(
    [...join.byCode].map(([territory, value]) => ({ territory, value })),
  );
  const height = Math.round(width * 0.5);
  const drawn = useMemo(() => {
    if (shapes.state !== 'ready') return null;
    const projection = geoEqualEarth().fitSize([width, height], {
      type: 'FeatureCollection',
      features: shapes.shapes.map((s) => s.feature),
    });
    const path = geoPath(projection);
    const byCode = new Map<string, { d: string; centroid: [number, number] }>();
    const rest: string[] = [];
    for (const shape of shapes.shapes) {
      const d = path(shape.feature) ?? '';
      if (shape.code && join.byCode.has(shape.code)) {
        byCode.set(shape.code, { d, centroid: path.centroid(shape.feature) });
      } else rest.push(d);
    }
    return { projection, byCode, rest };
  }, [shapes, width, height, join]);

  const top = ranked[0];
  const summary = top
    ? intl.formatMessage(m.mapSummary, {
        title,
        count: ranked.length,
        name: nameOf(top.territory),
        value: format.full(top.value),
      })
    : intl.formatMessage(m.emptySummary, { title });
  const label = (code: string) => `${nameOf(code)}: ${format.full(join.byCode.get(code) ?? 0n)}`;
  const show = (code: string, x: number, y: number) => setHover({ code, x, y });
  const bounds = stepBounds(max, HEAT_STEPS);
  const fillProps = (code: string) => {
    const step = stepOf(join.byCode.get(code) ?? 0n, max, HEAT_STEPS);
    return step < 0 ? { fill: NO_DATA_FILL } : { fill: HEAT_FILL, fillOpacity: HEAT_OPACITY[step] };
  };

  return (
    <ChartFrame
      title={title}
      table={() => heatTable(intl, title, values, format, nameOf)}
      testId="world-heat-map"
    >
      <div ref={plotRef} className={styles.plot} style={{ minHeight: height }}>
        {shapes.state === 'loading' && (
          <Spinner size="small" label={intl.formatMessage(m.loadingMap)} />
        )}
        {shapes.state === 'failed' && (
          <p className={styles.note}>{intl.formatMessage(m.mapFailed)}</p>
        )}
        {drawn && (
          <svg
            className={styles.svg}
            width={width}
            height={height}
            role="group"
            aria-label={summary}
            onPointerLeave={() => setHover(null)}
          >
            <g aria-hidden>
              {drawn.rest.map((d, i) => (
                <path key={i} d={d} fill={NO_DATA_FILL} className={mapStyles.border} />
              ))}
            </g>
            {ranked.map(({ territory: code }) => {
              const shape = drawn.byCode.get(code);
              const point = shape ? null : territoryPoint(code);
              const at = shape?.centroid ?? (point ? drawn.projection([point[0], point[1]]) : null);
              if (!at) return null;
              const common = {
                key: code,
                tabIndex: 0,
                role: 'img',
                'aria-label': label(code),
                className: mapStyles.territory,
                ...fillProps(code),
                onFocus: () => show(code, at[0], at[1]),
                onBlur: () => setHover(null),
                onPointerEnter: () => show(code, at[0], at[1]),
              };
              return shape ? (
                <path {...common} d={shape.d} />
              ) : (
                <circle {...common} cx={at[0]} cy={at[1]} r={4} />
              );
            })}
          </svg>
        )}
        {hover && (
          <div
            className={styles.tooltip}
            role="presentation"
            style={{
              top: Math.max(hover.y - 40, 0),
              ...(hover.x > width / 2 ? { right: width - hover.x + 8 } : { left: hover.x + 8 }),
            }}
          >
            <div className={styles.tooltipTitle}>{nameOf(hover.code)}</div>
            <div>{format.full(join.byCode.get(hover.code) ?? 0n)}</div>
          </div>
        )}
      </div>
      <ul className={styles.legend}>
        <li className={styles.legendItem}>
          <span className={styles.swatch} style={{ backgroundColor: NO_DATA_FILL }} />
          {intl.formatMessage(m.noData)}
        </li>
        {bounds.map((bound, step) => (
          <li key={step} className={styles.legendItem}>
            <span
              className={styles.swatch}
              style={{ backgroundColor: HEAT_FILL, opacity: HEAT_OPACITY[step] }}
            />
            {intl.formatMessage(m.upTo, { value: format.short(bound) })}
          </li>
        ))}
      </ul>
      {join.unknown.length > 0 && (
        <p className={styles.note}>
          {intl.formatMessage(m.notOnMap, {
            list: intl.formatList(
              join.unknown.map((u) => `${u.territory.trim() || '—'} (${format.full(u.value)})`),
            ),
          })}
        </p>
      )}
    </ChartFrame>
  );
}
