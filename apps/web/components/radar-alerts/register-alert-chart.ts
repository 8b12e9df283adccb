/** ECharts parts of the rule preview chart: a line with its level, and the firing days as marks. */
import { LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent } from 'echarts/components';
import { use } from 'echarts/core';

use([LineChart, ScatterChart, GridComponent, LegendComponent, MarkLineComponent]);
