/** ECharts parts of treemap heatmaps: the treemap series and the colour scale. */
import { TreemapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { use } from 'echarts/core';

use([TreemapChart, VisualMapComponent]);
