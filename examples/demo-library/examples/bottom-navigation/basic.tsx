import { BottomNavigation, type BottomNavigationItem } from '@lectern/demo-library';
import { useState } from 'react';

const items: BottomNavigationItem[] = [
  { label: 'Recents', value: 'recents', icon: '↺' },
  { label: 'Favourites', value: 'favourites', icon: '♥' },
  { label: 'Nearby', value: 'nearby', icon: '⌖' },
];

export default function BottomNavigationBasic() {
  const [active, setActive] = useState('recents');
  const current = items.find((item) => item.value === active);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <BottomNavigation items={items} value={active} onChange={setActive} label="Library sections" />
      <p style={{ margin: 0 }}>Showing: {current?.label}</p>
    </div>
  );
}
