import { Carousel } from '@lectern/demo-library';
import type { CSSProperties } from 'react';

const slide: CSSProperties = {
  display: 'grid',
  placeContent: 'center',
  gap: 8,
  blockSize: '100%',
  padding: 24,
  textAlign: 'center',
};

const slides = [
  { title: 'Alpine lakes', text: 'Cold, clear water below the peaks.' },
  { title: 'Coastal paths', text: 'Cliffs, coves and the open sea.' },
  { title: 'Old towns', text: 'Narrow streets and market squares.' },
];

export default function CarouselBasic() {
  return (
    <Carousel label="Destinations" height={240}>
      {slides.map(({ title, text }) => (
        <div key={title} style={slide}>
          <strong style={{ fontSize: '1.5rem' }}>{title}</strong>
          <span>{text}</span>
        </div>
      ))}
    </Carousel>
  );
}
