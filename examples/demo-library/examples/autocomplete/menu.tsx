import { Autocomplete } from '@lectern/demo-library';

const elements = [
  'Hydrogen',
  'Helium',
  'Lithium',
  'Beryllium',
  'Boron',
  'Carbon',
  'Nitrogen',
  'Oxygen',
  'Fluorine',
  'Neon',
  'Sodium',
  'Magnesium',
  'Aluminium',
  'Silicon',
  'Phosphorus',
  'Sulfur',
  'Chlorine',
  'Argon',
];

export default function AutocompleteMenu() {
  return (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 360 }}>
      <Autocomplete label="Element (menu at most 310 px)" items={elements} />
      <Autocomplete
        label="Element (menu at most 150 px)"
        items={elements}
        menuMaxHeight={150}
        noDataText="No element by that name"
      />
    </div>
  );
}
