import { Combobox } from '@lectern/demo-library';

const colours = [
  'Amber',
  'Aquamarine',
  'Banana',
  'Cinnamon',
  'Lavender',
  'Mandarin',
  'Orange',
  'Salmon',
  'Sand',
  'Tan',
  'Turquoise',
];

export default function ComboboxHighlight() {
  return (
    <div style={{ display: 'grid', gap: 16, maxInlineSize: 360 }}>
      <Combobox label="Colour (highlight first)" items={colours} placeholder="Try “an”" />
      <Combobox label="Colour (highlight none)" items={colours} highlight="none" placeholder="Try “an”" />
      <Combobox label="Colour (short menu)" items={colours} menuMaxHeight={120} />
    </div>
  );
}
