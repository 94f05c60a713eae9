export { Autocomplete, type AutocompleteProps, autocompleteDefaults } from './Autocomplete';
export {
  AUTOCOMPLETE_MENU_MAX_HEIGHT,
  AUTOCOMPLETE_NO_DATA_TEXT,
  type AutocompleteItem,
  type AutocompleteItemInput,
  filterItems,
  normalizeItems,
} from './autocomplete-rules';
