import { DatePicker } from '@lectern/demo-library';
import { useState } from 'react';

export default function DatePickerSingle() {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <DatePicker label="Delivery date" value={picked} onChange={setPicked} />
      <p style={{ margin: 0 }}>{picked[0] ? `Delivery on ${picked[0]}` : 'No day picked yet'}</p>
    </div>
  );
}
