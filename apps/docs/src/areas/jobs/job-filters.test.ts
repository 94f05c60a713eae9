import { describe, expect, it } from 'vitest';
import { countText, filtersFromQuery, matchesFilters, NO_FILTERS, queryOfFilters } from './job-filters';

const locations = ['Berlin, Germany', 'Lisbon, Portugal'];

describe('filtersFromQuery', () => {
  it.each([
    ['', NO_FILTERS],
    ['?remote=1', { location: '', remoteOnly: true }],
    ['?remote=yes', NO_FILTERS],
    ['?location=Berlin%2C+Germany', { location: 'Berlin, Germany', remoteOnly: false }],
    ['?location=Berlin%2C%20Germany&remote=1', { location: 'Berlin, Germany', remoteOnly: true }],
    ['?location=Atlantis', NO_FILTERS],
  ])('reads %j', (search, filters) => {
    expect(filtersFromQuery(search, locations)).toEqual(filters);
  });
});

describe('queryOfFilters', () => {
  it.each([
    [NO_FILTERS, '', ''],
    [{ location: 'Berlin, Germany', remoteOnly: true }, '', '?location=Berlin%2C+Germany&remote=1'],
    [{ location: '', remoteOnly: true }, '?location=Berlin%2C+Germany&lang=en', '?lang=en&remote=1'],
    [NO_FILTERS, '?remote=1&lang=en', '?lang=en'],
  ])('writes %j over %j as %j', (filters, search, query) => {
    expect(queryOfFilters(filters, search)).toBe(query);
  });

  it('reads back what it writes', () => {
    const filters = { location: 'Lisbon, Portugal', remoteOnly: true };
    expect(filtersFromQuery(queryOfFilters(filters), locations)).toEqual(filters);
  });
});

describe('matchesFilters', () => {
  const berlinRemote = { location: 'Berlin, Germany', remote: true };
  const lisbonOnSite = { location: 'Lisbon, Portugal', remote: false };

  it.each([
    [NO_FILTERS, true, true],
    [{ location: '', remoteOnly: true }, true, false],
    [{ location: 'Lisbon, Portugal', remoteOnly: false }, false, true],
    [{ location: 'Lisbon, Portugal', remoteOnly: true }, false, false],
  ])('%j keeps Berlin remote: %s, Lisbon on site: %s', (filters, berlin, lisbon) => {
    expect(matchesFilters(berlinRemote, filters)).toBe(berlin);
    expect(matchesFilters(lisbonOnSite, filters)).toBe(lisbon);
  });
});

describe('countText', () => {
  const texts = {
    one: '{count} open listing',
    other: '{count} open listings',
    filteredOne: '{count} of {total} open listings',
    filteredOther: '{count} of {total} open listings',
  };

  it.each([
    [1, 1, '1 open listing'],
    [0, 0, '0 open listings'],
    [6, 6, '6 open listings'],
    [1, 6, '1 of 6 open listings'],
    [0, 6, '0 of 6 open listings'],
  ])('%i shown of %i open: %j', (shown, open, text) => {
    expect(countText(texts, 'en', shown, open)).toBe(text);
  });
});
