import { BottomNavigation, type BottomNavigationItem } from '@lectern/demo-library';

const items: BottomNavigationItem[] = [
  { label: 'Music', value: 'music', icon: '♪' },
  { label: 'Books', value: 'books', icon: '❏' },
  { label: 'Films', value: 'films', icon: '▶' },
];

export default function BottomNavigationDensity() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <BottomNavigation items={items} defaultValue="music" label="Default density, 56 px" />
      <BottomNavigation
        items={items}
        defaultValue="music"
        density="comfortable"
        label="Comfortable density, 48 px"
      />
      <BottomNavigation items={items} defaultValue="music" density="compact" label="Compact density, 40 px" />
    </div>
  );
}
