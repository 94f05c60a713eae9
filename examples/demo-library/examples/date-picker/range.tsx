import { DatePicker } from '@lectern/demo-library';
import { useState } from 'react';

function stayText([start, end]: readonly string[]): string {
  if (!start) return 'Pick the first night of your stay';
  if (!end) return `From ${start}: now pick the last night`;
  return `From ${start} to ${end}`;
}

export default function DatePickerRange() {
  const [stay, setStay] = useState<string[]>([]);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <DatePicker label="Your stay" mode="range" value={stay} onChange={setStay} />
      <p style={{ margin: 0 }}>{stayText(stay)}</p>
    </div>
  );
}
