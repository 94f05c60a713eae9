// A small Vue library the API tests read: its entry exports the components and their rules.
export { COUNTER_DEFAULTS, type CounterTone } from './counter-rules';
export { default as VCounter } from './VCounter.vue';
