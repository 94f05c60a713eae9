import { Menu, type MenuItemInput } from '@lectern/demo-library';
import { useState } from 'react';

const countries: MenuItemInput[] = [
  { title: 'Argentina', value: 'AR' },
  { title: 'Australia', value: 'AU' },
  { title: 'Austria', value: 'AT' },
  { title: 'Belgium', value: 'BE' },
  { title: 'Brazil', value: 'BR', disabled: true },
  { title: 'Canada', value: 'CA' },
  { title: 'Chile', value: 'CL' },
  { title: 'Denmark', value: 'DK' },
];

export default function MenuKeyboard() {
  const [country, setCountry] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Menu label="Shipping country" items={countries} onSelect={setCountry} />
      <p style={{ margin: 0 }}>Country code: {country ?? '(none)'}</p>
    </div>
  );
}
