import { BottomNavigation, type BottomNavigationItem } from '@lectern/demo-library';

const items: BottomNavigationItem[] = [
  { label: 'Home', value: 'home', icon: '⌂' },
  { label: 'Search', value: 'search', icon: '⌕' },
  { label: 'Inbox', value: 'inbox', icon: '✉' },
  { label: 'Profile', value: 'profile', icon: '☺' },
];

export default function BottomNavigationModes() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <BottomNavigation items={items} defaultValue="home" label="Stacked labels (no mode)" />
      <BottomNavigation items={items} defaultValue="home" mode="horizontal" label="Horizontal mode" />
      <BottomNavigation items={items} defaultValue="home" mode="shift" label="Shift mode" />
    </div>
  );
}
