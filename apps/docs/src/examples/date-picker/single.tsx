import { useState } from 'react';
import { DatePicker } from '../../library/DatePicker';

export default function DatePickerSingle() {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <DatePicker label="Delivery date" value={picked} onChange={setPicked} />
      <p style={{ margin: 0 }}>{picked[0] ? `Delivery on ${picked[0]}` : 'No day picked yet'}</p>
    </div>
  );
}
