import { Sparkline } from '@lectern/demo-library';

const visits = [12, 18, 9, 24, 30, 22, 35, 28, 40, 38, 46, 44];

export default function SparklineLine() {
  return (
    <div style={{ display: 'grid', gap: 24, maxInlineSize: 300 }}>
      <Sparkline value={visits} label="Visits per month: from 9 to 46, rising" />
      <Sparkline value={visits} smooth fill label="Visits per month, smoothed and filled" />
    </div>
  );
}
