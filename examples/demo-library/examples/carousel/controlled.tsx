import { Carousel } from '@lectern/demo-library';
import { type CSSProperties, useState } from 'react';

const steps = ['Install the package', 'Add the integration', 'Write your first page'];

const slide: CSSProperties = {
  display: 'grid',
  placeContent: 'center',
  blockSize: '100%',
  padding: 24,
  fontSize: '1.25rem',
};

export default function CarouselControlled() {
  const [index, setIndex] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Carousel label="Set-up steps" height={180} value={index} onChange={setIndex}>
        {steps.map((step, stepIndex) => (
          <div key={step} style={slide}>
            Step {stepIndex + 1}: {step}
          </div>
        ))}
      </Carousel>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        {steps.map((step, stepIndex) => (
          <button key={step} type="button" onClick={() => setIndex(stepIndex)} disabled={stepIndex === index}>
            Go to step {stepIndex + 1}
          </button>
        ))}
        <span>
          Step {index + 1} of {steps.length}
        </span>
      </div>
    </div>
  );
}
