import { useState } from 'react';
import { Button } from '../../components/Button';

/** Both looks of the button, counting the presses of the primary one. */
export default function BasicButtons() {
  const [presses, setPresses] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button onClick={() => setPresses(presses + 1)}>Save</Button>
      <Button variant="secondary">Cancel</Button>
      <span role="status">Pressed {presses} times</span>
    </div>
  );
}
