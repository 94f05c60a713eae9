export type { RatingProps } from './Rating';
export { Rating } from './Rating';
export type { RatingDirection, RatingKeyOptions, RatingScale } from './rating-rules';
export {
  keyedRating,
  normaliseRating,
  pressedRating,
  RATING_LENGTH,
  ratingLabel,
  ratingOptions,
  ratingStep,
  starFill,
} from './rating-rules';
