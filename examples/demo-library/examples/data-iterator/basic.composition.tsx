import {
  clampPage,
  DATA_ITERATOR_ITEMS_PER_PAGE,
  DataIteratorPagination,
  pageCount,
  pageRangeText,
  pageSlice,
} from '@lectern/demo-library';
import { useState } from 'react';

const planets = [
  { title: 'Mercury', subtitle: 'The smallest planet' },
  { title: 'Venus', subtitle: 'The hottest planet' },
  { title: 'Earth', subtitle: 'Our home' },
  { title: 'Mars', subtitle: 'The red planet' },
  { title: 'Jupiter', subtitle: 'The largest planet' },
  { title: 'Saturn', subtitle: 'Known for its rings' },
  { title: 'Uranus', subtitle: 'Spins on its side' },
  { title: 'Neptune', subtitle: 'The windiest planet' },
  { title: 'Ceres', subtitle: 'A dwarf planet in the asteroid belt' },
  { title: 'Pluto', subtitle: 'A dwarf planet beyond Neptune' },
  { title: 'Eris', subtitle: 'The most massive dwarf planet' },
  { title: 'Haumea', subtitle: 'An egg-shaped dwarf planet' },
];

// The same list, composed from the data iterator's parts: the page rules and the pagination component,
// around cards of your own.
export default function DataIteratorBasicComposed() {
  const [page, setPage] = useState(1);
  const perPage = DATA_ITERATOR_ITEMS_PER_PAGE;
  const count = pageCount(planets.length, perPage);
  return (
    <div className="ui-data-iterator">
      <ul className="ui-data-iterator-list">
        {pageSlice(planets, page, perPage).map((planet) => (
          <li key={planet.title} className="ui-data-iterator-card">
            <span className="ui-data-iterator-title">{planet.title}</span>
            <span className="ui-data-iterator-subtitle">{planet.subtitle}</span>
          </li>
        ))}
      </ul>
      <div className="ui-data-iterator-footer">
        <p className="ui-data-iterator-range" role="status">
          {pageRangeText(planets.length, page, perPage)}
        </p>
        <DataIteratorPagination
          label="Planet pages"
          page={page}
          count={count}
          onSelect={(next) => setPage(clampPage(next, count))}
        />
      </div>
    </div>
  );
}
