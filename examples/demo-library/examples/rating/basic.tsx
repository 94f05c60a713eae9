import { Rating } from '@lectern/demo-library';
import { useState } from 'react';

export default function RatingBasic() {
  const [stars, setStars] = useState(3);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Rating label="Your rating" value={stars} onChange={setStars} />
      <p style={{ margin: 0 }}>{stars === 0 ? 'Not rated' : `Rated ${stars} of 5`}</p>
    </div>
  );
}
