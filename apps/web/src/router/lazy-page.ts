import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@bidhall/domain/ui';
import type { PageLoader } from '../routes/types';

/** Raised when a page chunk has not arrived in time (specification section 8). */
export class ChunkTimeoutError extends Error {}

export function withTimeout<T>(load: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(`chunk not loaded in ${ms} ms`)), ms);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

/** One lazy component per page loader, so a page keeps its state across re-renders. */
export function lazyPage(loader: PageLoader, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): LazyExoticComponent<ComponentType> {
  let page = cache.get(loader);
  if (!page) {
    page = lazy(() => withTimeout(loader(), timeoutMs));
    cache.set(loader, page);
  }
  return page;
}

/** A failed load is remembered by React.lazy; forgetting it lets "retry" load again. */
export function forgetPage(loader: PageLoader) {
  cache.delete(loader);
}
