import { Sparkline } from '@lectern/demo-library';
import { useState } from 'react';

const next = (values: readonly number[]) => {
  const last = values.at(-1) ?? 50;
  // A deterministic wobble, so the example looks the same on every visit.
  const step = ((values.length * 37) % 21) - 10;
  return Math.max(0, last + step);
};

export default function SparklineLive() {
  const [values, setValues] = useState([50, 54, 47, 60, 58, 63]);
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 300 }}>
      <Sparkline value={values} smooth lineWidth={2} />
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setValues([...values, next(values)])}>
          Add a value
        </button>
        <button type="button" onClick={() => setValues(values.slice(0, -1))} disabled={values.length <= 1}>
          Remove the last
        </button>
      </div>
    </div>
  );
}
