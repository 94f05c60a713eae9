import { describe, expect, it } from 'vitest';
import panelJson from '../../content/api/expansion-panel.json';
import textJson from '../../content/api/expansion-panel-text.json';
import titleJson from '../../content/api/expansion-panel-title.json';
import panelsJson from '../../content/api/expansion-panels.json';
import { apiDataMismatches, type ImplementedApi, parseApiData } from '../shared/api-data';
import { type ExpansionPanelProps, expansionPanelDefaults } from './ExpansionPanel';
import { type ExpansionPanelsProps, expansionPanelsDefaults } from './ExpansionPanels';
import type { ExpansionPanelTextProps } from './ExpansionPanelText';
import { type ExpansionPanelTitleProps, expansionPanelTitleDefaults } from './ExpansionPanelTitle';
import { EXPANSION_PANEL_VARIANTS } from './expansion-panels-rules';

const panels: ImplementedApi<ExpansionPanelsProps> = {
  name: 'ExpansionPanels',
  props: {
    variant: expansionPanelsDefaults.variant,
    multiple: expansionPanelsDefaults.multiple,
    value: undefined,
    defaultValue: expansionPanelsDefaults.defaultValue,
  },
  values: { variant: EXPANSION_PANEL_VARIANTS },
  required: [],
  events: { onChange: true },
  slots: ['default'],
};

const panel: ImplementedApi<ExpansionPanelProps> = {
  name: 'ExpansionPanel',
  props: { value: undefined, disabled: expansionPanelDefaults.disabled },
  values: {},
  required: [],
  events: {},
  slots: ['default'],
};

const title: ImplementedApi<ExpansionPanelTitleProps> = {
  name: 'ExpansionPanelTitle',
  props: { headingLevel: expansionPanelTitleDefaults.headingLevel },
  values: { headingLevel: [2, 3, 4, 5, 6] },
  required: [],
  events: {},
  slots: ['default'],
};

const text: ImplementedApi<ExpansionPanelTextProps> = {
  name: 'ExpansionPanelText',
  props: {},
  values: {},
  required: [],
  events: {},
  slots: ['default'],
};

describe('expansion panel API data', () => {
  it.each([
    ['expansion-panels.json', panelsJson, panels],
    ['expansion-panel.json', panelJson, panel],
    ['expansion-panel-title.json', titleJson, title],
    ['expansion-panel-text.json', textJson, text],
  ] as const)('%s documents exactly what the component takes', (file, json, implemented) => {
    expect(apiDataMismatches(parseApiData(json, file), implemented as ImplementedApi<unknown>)).toEqual([]);
  });
});
