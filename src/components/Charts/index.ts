export { BarChart, LineChart } from './Charts';
