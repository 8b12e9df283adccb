/** ECharts parts of world maps: the map series over a registered GeoJSON and the colour scale. */
import { MapChart } from 'echarts/charts';
import { GeoComponent, VisualMapComponent } from 'echarts/components';
import { use } from 'echarts/core';

use([MapChart, GeoComponent, VisualMapComponent]);
