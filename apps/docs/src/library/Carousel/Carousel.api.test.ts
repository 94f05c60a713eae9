import { describe, expect, it } from 'vitest';
import json from '../../content/api/carousel.json';
import { apiDataMismatches, type ImplementedApi, parseApiData } from '../shared/api-data';
import { type CarouselProps, carouselDefaults } from './Carousel';

const implemented: ImplementedApi<CarouselProps> = {
  name: 'Carousel',
  props: {
    label: carouselDefaults.label,
    height: carouselDefaults.height,
    cycle: carouselDefaults.cycle,
    interval: carouselDefaults.interval,
    value: undefined,
    defaultValue: carouselDefaults.defaultValue,
  },
  values: {},
  required: [],
  events: { onChange: true },
  slots: ['default'],
};

describe('carousel.json', () => {
  it('documents exactly what Carousel takes', () => {
    expect(apiDataMismatches(parseApiData(json, 'carousel.json'), implemented)).toEqual([]);
  });
});
