export * from './graph.ts';
