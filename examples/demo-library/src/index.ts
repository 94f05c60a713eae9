// The documented component library's public entry: every component and its rules, as a user imports them.
// The site's API pages are read from what this module exports (the `api` collection).
export * from './Alert';
export * from './Autocomplete';
// Two components filter their lists by their own rule: the entry names each once.
export { filterItems } from './Autocomplete';
export * from './BottomNavigation';
export * from './Carousel';
export * from './Combobox';
export { filterItems as filterComboboxItems } from './Combobox';
export * from './DataIterator';
export * from './DataTable';
export * from './DatePicker';
export * from './ExpansionPanels';
export * from './Fab';
export * from './FileInput';
export * from './Footer';
export * from './Menu';
export * from './OtpInput';
export * from './Rating';
export * from './Sparkline';
export * from './Textarea';
