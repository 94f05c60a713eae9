import { Rating } from '@lectern/demo-library';

export default function RatingStates() {
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Rating label="Average rating (read only)" defaultValue={4.5} halfIncrements readonly />
      <Rating label="Rating (disabled)" defaultValue={2} disabled />
      <Rating label="Out of ten" length={10} defaultValue={7} />
    </div>
  );
}
