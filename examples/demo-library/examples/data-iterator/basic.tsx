import { DataIterator, type DataIteratorItem } from '@lectern/demo-library';

const planets: DataIteratorItem[] = [
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

export default function DataIteratorBasic() {
  return <DataIterator items={planets} paginationLabel="Planet pages" />;
}
