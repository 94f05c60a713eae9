// The API reference guide's Vue example library: its entry, as apiLoader({ vue }) reads it.
export { STEPPER_DEFAULTS, type StepperSize } from './stepper-rules';
export { default as VStepper } from './VStepper.vue';
