import { Menu } from '@lectern/demo-library';
import { useState } from 'react';

const steps: Record<string, (zoom: number) => number> = {
  'Zoom in': (zoom) => Math.min(200, zoom + 10),
  'Zoom out': (zoom) => Math.max(50, zoom - 10),
  'Reset to 100%': () => 100,
};

export default function MenuStayOpen() {
  const [zoom, setZoom] = useState(100);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'start' }}>
      <Menu
        label="Zoom"
        items={Object.keys(steps)}
        closeOnContentClick={false}
        onSelect={(step) => setZoom((current) => steps[step]?.(current) ?? current)}
      />
      <p style={{ margin: 0, fontSize: `${zoom}%` }}>Text at {zoom}%</p>
    </div>
  );
}
