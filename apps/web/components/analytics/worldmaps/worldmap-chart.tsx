'use client';

import '@/components/charts/register-map-chart';
import { registerMap } from 'echarts/core';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { useEffect, useMemo, useState } from 'react';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { ColorScale } from '@/components/analytics/heatmaps/color-scale';
import { EChart, type EChartsCoreOption } from '@/components/charts/echart';
import { Skeleton } from '@/components/ui/skeleton';
import { alpha2OfAtlasCountry, countryName, unwrapAntimeridian } from '@/lib/geo/world-countries-map';
import { useTheme } from '@/lib/theme/use-theme';

export const WORLD_MAP_NAME = 'world';
/**
 * The map fills its box, so the box keeps the world's shape (about 1.93:1 without Antarctica) on narrow screens,
 * plus the colour scale's strip below; wide screens cap it.
 */
const MAP_HEIGHT = 'min(calc((100vw - 50px) / 1.93 + 44px), 480px)';

/** A country as the map colours it (the region's name on the map is its alpha-2 code). */
export interface WorldmapCountry {
  code: string;
  name: string;
  value: number | null;
  valueText: string;
}

let worldMap: Promise<void> | null = null;

/**
 * The world's geometry, loaded on first use (the TopoJSON and its decoder stay out of the route's first load)
 * and registered once: each region is named by its alpha-2 code, the lake's country code. Antarctica is left
 * out (no data is about it and it takes a fifth of the map).
 */
function loadWorldMap(): Promise<void> {
  worldMap ??= Promise.all([import('world-atlas/countries-110m.json'), import('topojson-client')])
    .then(([atlas, topojson]) => {
      const topology = (atlas.default ?? atlas) as unknown as Topology<{
        countries: GeometryCollection<{ name: string }>;
      }>;
      const collection = topojson.feature(topology, topology.objects.countries) as FeatureCollection<
        Geometry,
        { name: string }
      >;
      const features: Feature<Geometry, { name: string }>[] = [];
      for (const feature of collection.features) {
        const code = alpha2OfAtlasCountry(feature.id, feature.properties?.name);
        if (code === 'AQ') continue;
        features.push({
          ...feature,
          geometry: unwrapAntimeridian(feature.geometry),
          properties: { name: code ?? feature.properties?.name ?? '' },
        });
      }
      registerMap(WORLD_MAP_NAME, { type: 'FeatureCollection', features } as Parameters<typeof registerMap>[1]);
    })
    .catch((error: unknown) => {
      worldMap = null;
      throw error;
    });
  return worldMap;
}

interface MapParams {
  name?: string;
  data?: { code?: string; countryName?: string; valueText?: string } | null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The choropleth of a country group: countries coloured by one indicator, hover values, click to open. */
export default function WorldmapChart({
  countries,
  scale,
  valueLabel,
  minText,
  maxText,
  ariaLabel,
  onOpenCountry,
}: {
  countries: readonly WorldmapCountry[];
  scale: ColorScale;
  valueLabel: string;
  minText: string;
  maxText: string;
  ariaLabel: string;
  onOpenCountry: (code: string) => void;
}) {
  const { theme } = useTheme();
  const [mapState, setMapState] = useState<'loading' | 'ready' | 'error'>('loading');
  useEffect(() => {
    let isCurrent = true;
    loadWorldMap().then(
      () => isCurrent && setMapState('ready'),
      () => isCurrent && setMapState('error'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const isDark = theme === 'dark';
  const option = useMemo<EChartsCoreOption>(
    () => ({
      tooltip: {
        trigger: 'item',
        confine: true,
        formatter: (params: MapParams) => {
          const code = params.data?.code ?? params.name ?? '';
          const name = params.data?.countryName ?? countryName(code);
          const value = params.data?.valueText ?? 'no data';
          return `<strong>${escapeHtml(name)}</strong><br/>${escapeHtml(valueLabel)}: ${escapeHtml(value)}`;
        },
      },
      visualMap: {
        type: 'continuous',
        min: scale.min,
        max: scale.max,
        text: [maxText, minText],
        calculable: false,
        orient: 'horizontal',
        left: 'left',
        bottom: 0,
        itemWidth: 12,
        itemHeight: 160,
        inRange: { color: [...scale.colors] },
        textStyle: { color: isDark ? '#cbd5e1' : '#475569' },
      },
      series: [
        {
          type: 'map',
          map: WORLD_MAP_NAME,
          name: valueLabel,
          roam: false,
          left: 0,
          right: 0,
          top: 0,
          bottom: 44,
          selectedMode: false,
          itemStyle: {
            areaColor: isDark ? '#334155' : '#e2e8f0',
            borderColor: isDark ? '#0f172a' : '#ffffff',
            borderWidth: 0.5,
          },
          emphasis: { label: { show: false }, itemStyle: { areaColor: '#f59e0b' } },
          data: countries
            .filter((country) => country.value !== null)
            .map((country) => ({
              name: country.code,
              value: country.value,
              code: country.code,
              countryName: country.name,
              valueText: country.valueText,
            })),
        },
      ],
    }),
    [countries, scale, valueLabel, minText, maxText, isDark],
  );
  const onEvents = useMemo(
    () => ({
      click: (params: unknown) => {
        const code = (params as MapParams).data?.code;
        if (code) onOpenCountry(code);
      },
    }),
    [onOpenCountry],
  );

  if (mapState === 'loading') return <Skeleton className="h-[min(60vh,480px)] w-full" />;
  if (mapState === 'error') {
    return (
      <p role="alert" className="p-6 text-center text-red-700 text-sm dark:text-red-300">
        The world map could not be loaded; the table lists the same values.
      </p>
    );
  }
  return <EChart option={option} ariaLabel={ariaLabel} height={MAP_HEIGHT} onEvents={onEvents} />;
}
