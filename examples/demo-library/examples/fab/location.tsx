import { FAB_LOCATIONS, Fab, type FabLocation } from '@lectern/demo-library';
import { useState } from 'react';

export default function FabLocationExample() {
  const [location, setLocation] = useState<FabLocation>('bottom-end');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        Location
        <select value={location} onChange={(event) => setLocation(event.target.value as FabLocation)}>
          {FAB_LOCATIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <div
        style={{
          position: 'relative',
          blockSize: 220,
          border: '1px dashed var(--lectern-color-border)',
          borderRadius: 8,
        }}
      >
        <p style={{ margin: 0, padding: 16, textAlign: 'center', marginBlockStart: 88 }}>
          A positioned box: the button floats in its {location} corner.
        </p>
        <Fab label="Add item" location={location} />
      </div>
    </div>
  );
}
