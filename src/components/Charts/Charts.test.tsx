import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BarChart, LineChart } from './Charts';

vi.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ height }: { height?: number }) => <p>{`bar chart, ${height} px`}</p>,
}));
vi.mock('@mui/x-charts/LineChart', () => ({
  LineChart: ({ series }: { series: { label: string }[] }) => (
    <p>{`line chart of ${series.map((s) => s.label).join(', ')}`}</p>
  ),
}));

describe('report charts loaded after the page', () => {
  it('hold the chart height until their code is there, then draw with what they were given', async () => {
    const { container } = render(<BarChart height={120} series={[{ data: [1] }]} />);
    expect(container.querySelector('.MuiSkeleton-root')).toHaveStyle({ height: '120px' });
    expect(await screen.findByText('bar chart, 120 px')).toBeInTheDocument();
    expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it('hold MUI X default height for a chart that gives none', async () => {
    const { container } = render(<LineChart series={[{ data: [1], label: 'This year' }]} />);
    expect(container.querySelector('.MuiSkeleton-root')).toHaveStyle({ height: '300px' });
    expect(await screen.findByText('line chart of This year')).toBeInTheDocument();
  });
});
