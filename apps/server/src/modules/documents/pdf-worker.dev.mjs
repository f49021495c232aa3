// The PDF worker's entry when the server runs from its TypeScript sources (tests, `npm run dev`):
// a worker thread has no TypeScript loader of its own, so it registers tsx's, then loads the worker.
import { register } from 'tsx/esm/api';

register();
const { default: render } = await import('./pdf-worker.ts');
export default render;
