import { Carousel } from '@lectern/demo-library';
import type { CSSProperties } from 'react';

const slide: CSSProperties = {
  display: 'grid',
  placeContent: 'center',
  blockSize: '100%',
  fontSize: '1.25rem',
  fontWeight: 600,
};

export default function CarouselCycle() {
  return (
    <Carousel label="Release highlights" height={200} cycle interval={3000}>
      <div style={slide}>Faster builds</div>
      <div style={slide}>A new dark theme</div>
      <div style={slide}>Right-to-left layouts</div>
      <div style={slide}>Fewer bytes of JavaScript</div>
    </Carousel>
  );
}
