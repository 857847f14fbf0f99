import { serve } from './serve.ts';

/** `npm start`: the api on the wall clock. */
await serve();
