import { Sparkline } from '@lectern/demo-library';

export default function SparklineBar() {
  return (
    <div style={{ display: 'grid', gap: 24, maxInlineSize: 300 }}>
      <Sparkline type="bar" value={[4, 7, 3, 9, 6, 8, 5]} />
      <Sparkline type="bar" value={[3, -2, 5, -4, 1, 6, -1]} color="#b3261e" label="Daily balance change" />
    </div>
  );
}
