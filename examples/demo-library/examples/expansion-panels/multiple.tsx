import {
  ExpansionPanel,
  ExpansionPanels,
  ExpansionPanelText,
  ExpansionPanelTitle,
} from '@lectern/demo-library';
import { useState } from 'react';

const sections = [
  { value: 'ingredients', title: 'Ingredients', text: 'Flour, water, salt and a little yeast.' },
  { value: 'method', title: 'Method', text: 'Mix, rest overnight, shape, then bake for 40 minutes.' },
  { value: 'storage', title: 'Storage', text: 'Keeps for three days in a paper bag.' },
];

export default function ExpansionPanelsMultiple() {
  const [open, setOpen] = useState<string[]>(['ingredients', 'method']);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ExpansionPanels multiple value={open} onChange={setOpen}>
        {sections.map(({ value, title, text }) => (
          <ExpansionPanel key={value} value={value}>
            <ExpansionPanelTitle>{title}</ExpansionPanelTitle>
            <ExpansionPanelText>{text}</ExpansionPanelText>
          </ExpansionPanel>
        ))}
      </ExpansionPanels>
      <p style={{ margin: 0 }}>Open: {open.length > 0 ? open.join(', ') : 'none'}</p>
    </div>
  );
}
