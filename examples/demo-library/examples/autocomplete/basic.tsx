import { Autocomplete } from '@lectern/demo-library';
import { useState } from 'react';

const fruits = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Grape', 'Mango', 'Orange', 'Pear'];

export default function AutocompleteBasic() {
  const [fruit, setFruit] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 360 }}>
      <Autocomplete
        label="Fruit"
        items={fruits}
        value={fruit}
        onChange={setFruit}
        placeholder="Type to filter"
      />
      <p style={{ margin: 0 }}>Chosen: {fruit ?? 'nothing yet'}</p>
    </div>
  );
}
