import { MENU_LOCATIONS, Menu } from '@lectern/demo-library';

const items = ['Small', 'Medium', 'Large'];

export default function MenuLocation() {
  return (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'center' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>
        {MENU_LOCATIONS.map((location) => (
          <Menu key={location} label={`Size (${location})`} items={items} location={location} />
        ))}
      </div>
      <div dir="rtl" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'center' }}>
        <Menu label="Start, right to left" items={items} location="start" />
        <Menu label="End, right to left" items={items} location="end" />
      </div>
    </div>
  );
}
