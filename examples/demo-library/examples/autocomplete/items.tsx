import { Autocomplete, type AutocompleteItem } from '@lectern/demo-library';
import { useState } from 'react';

const countries: AutocompleteItem[] = [
  { title: 'Argentina', value: 'AR' },
  { title: 'Canada', value: 'CA' },
  { title: 'France', value: 'FR' },
  { title: 'Germany', value: 'DE' },
  { title: 'Japan', value: 'JP' },
  { title: 'Kenya', value: 'KE' },
  { title: 'New Zealand', value: 'NZ' },
];

export default function AutocompleteItems() {
  const [country, setCountry] = useState<string | null>('JP');
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 360 }}>
      <Autocomplete label="Country" items={countries} value={country} onChange={setCountry} />
      <p style={{ margin: 0 }}>Country code: {country ?? 'none'}</p>
    </div>
  );
}
