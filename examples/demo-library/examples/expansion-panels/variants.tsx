import {
  EXPANSION_PANEL_VARIANTS,
  ExpansionPanel,
  ExpansionPanels,
  ExpansionPanelText,
  ExpansionPanelTitle,
  type ExpansionPanelVariant,
} from '@lectern/demo-library';
import { useState } from 'react';

export default function ExpansionPanelsVariants() {
  const [variant, setVariant] = useState<ExpansionPanelVariant>('default');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <fieldset style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <legend>Variant</legend>
        {EXPANSION_PANEL_VARIANTS.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="expansion-panels-variant"
              value={option}
              checked={variant === option}
              onChange={() => setVariant(option)}
            />{' '}
            {option}
          </label>
        ))}
      </fieldset>
      <ExpansionPanels variant={variant} defaultValue={['two']}>
        {['One', 'Two', 'Three'].map((name) => (
          <ExpansionPanel key={name} value={name.toLowerCase()}>
            <ExpansionPanelTitle>Panel {name.toLowerCase()}</ExpansionPanelTitle>
            <ExpansionPanelText>
              The text of panel {name.toLowerCase()}, shown in the {variant} variant.
            </ExpansionPanelText>
          </ExpansionPanel>
        ))}
      </ExpansionPanels>
    </div>
  );
}
