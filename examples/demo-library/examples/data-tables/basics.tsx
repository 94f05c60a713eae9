import { DataTable, type DataTableHeader } from '@lectern/demo-library';

const headers: DataTableHeader[] = [
  { key: 'name', title: 'Dessert (100 g serving)' },
  { key: 'calories', title: 'Calories', align: 'end' },
  { key: 'fat', title: 'Fat (g)', align: 'end' },
  { key: 'carbs', title: 'Carbs (g)', align: 'end' },
  { key: 'protein', title: 'Protein (g)', align: 'end' },
];

const desserts = [
  { id: 1, name: 'Frozen yoghurt', calories: 159, fat: 6, carbs: 24, protein: 4 },
  { id: 2, name: 'Ice cream sandwich', calories: 237, fat: 9, carbs: 37, protein: 4.3 },
  { id: 3, name: 'Eclair', calories: 262, fat: 16, carbs: 23, protein: 6 },
  { id: 4, name: 'Cupcake', calories: 305, fat: 3.7, carbs: 67, protein: 4.3 },
  { id: 5, name: 'Gingerbread', calories: 356, fat: 16, carbs: 49, protein: 3.9 },
  { id: 6, name: 'Jelly bean', calories: 375, fat: 0, carbs: 94, protein: 0 },
  { id: 7, name: 'Lollipop', calories: 392, fat: 0.2, carbs: 98, protein: 0 },
  { id: 8, name: 'Honeycomb', calories: 408, fat: 3.2, carbs: 87, protein: 6.5 },
  { id: 9, name: 'Donut', calories: 452, fat: 25, carbs: 51, protein: 4.9 },
  { id: 10, name: 'KitKat', calories: 518, fat: 26, carbs: 65, protein: 7 },
];

export default function DataTableBasics() {
  return (
    <DataTable caption="Nutrition of desserts" headers={headers} items={desserts} defaultItemsPerPage={5} />
  );
}
