import { Rating } from '@lectern/demo-library';
import { useState } from 'react';

export default function RatingHalf() {
  const [stars, setStars] = useState(2.5);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Rating label="Half stars, clearable" value={stars} onChange={setStars} halfIncrements clearable />
      <p style={{ margin: 0 }}>{stars === 0 ? 'No rating' : `${stars} stars`}</p>
    </div>
  );
}
