export { ExpansionPanel, type ExpansionPanelProps, expansionPanelDefaults } from './ExpansionPanel';
export { ExpansionPanels, type ExpansionPanelsProps, expansionPanelsDefaults } from './ExpansionPanels';
export { ExpansionPanelText, type ExpansionPanelTextProps } from './ExpansionPanelText';
export {
  ExpansionPanelTitle,
  type ExpansionPanelTitleProps,
  expansionPanelTitleDefaults,
} from './ExpansionPanelTitle';
export {
  assertExpansionPanelVariant,
  EXPANSION_PANEL_VARIANTS,
  type ExpansionPanelVariant,
  toggleOpen,
} from './expansion-panels-rules';
