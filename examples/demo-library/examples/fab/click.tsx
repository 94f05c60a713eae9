import { Fab } from '@lectern/demo-library';
import { useState } from 'react';

export default function FabClick() {
  const [notes, setNotes] = useState(0);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <Fab label="Add note" extended onClick={() => setNotes(notes + 1)} />
      <span aria-live="polite">
        {notes} note{notes === 1 ? '' : 's'}
      </span>
    </div>
  );
}
