/** ECharts parts of time-series charts: lines and bars on a grid with several y-axes, legend and zoom. */
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent } from 'echarts/components';
import { use } from 'echarts/core';

use([LineChart, BarChart, GridComponent, LegendComponent, DataZoomComponent, MarkLineComponent]);
