import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { act, cleanup, configure, getConfig } from '@testing-library/react';
import { prefilterStyleRules } from './class-prefilter';
import { iterateCollectionsDirectly } from './collection-iteration';
import { indexStyleRules } from './style-rule-index';
import { mediaQueryList } from './media-query';
import { skipScrollbarMeasure } from './scrollbar-measure';
import { keepGeneratedStyles } from './style-cache';
import { useClock } from '../src/realtime/clock-store';

// antd renders slowly in jsdom on a busy machine; findBy* and waitFor wait up to 15 s (5 s
// failed runs while the 2-core machine ran other suites beside this one). Only what is slow
// waits longer: a wait ends as soon as what it looks for is there.
configure({ asyncUtilTimeout: 15_000 });

// A failed query's error prints the whole document (prettyDOM). Inside waitFor and findBy*, each
// attempt that finds nothing yet throws one, and only the last is ever read (when the wait times
// out): there the print is made when the message is first read. Elsewhere it is made at once.
const { getElementError } = getConfig();
configure({
  getElementError: (message, container) => {
    const inAttempt = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    if (!inAttempt) return getElementError(message, container);
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (text ??= getElementError(message, container).message),
      set: (value: string) => {
        text = value;
      },
    });
    return error;
  },
});

afterEach(async () => {
  cleanup();
  // A test that moved the server's clock (server-clock.ts) leaves it where it found it.
  useClock.setState({ offset: 0 });
  if (typeof window === 'undefined') return;
  // antd's static dialogs, notices and messages render in roots of their own, outside the
  // tested tree; close them so no timer of theirs runs after jsdom is gone.
  const { Modal, message, notification } = await import('antd');
  Modal.destroyAll();
  notification.destroy();
  message.destroy();
  // Error notices come from antd's ES notification (notify.ts), a module instance apart from
  // the 'antd' entry's under the test runner, with a global holder of its own: destroyed
  // only through it. Left open, a notice's timers ran into the next file's teardown
  // ("ReferenceError: window is not defined" after RoleHome.test.tsx's failed-load case).
  const { default: esNotification } = await import('antd/es/notification');
  esNotification.destroy();
  await act(async () => {});
  // The tab's socket is module state that outlives the file: one a component opened again while
  // the test ended would be handed, for the same token, to the next file, whose gateway stand-in
  // it never reaches.
  const { closeTabSocket } = await import('../src/realtime/socket');
  closeTabSocket();
});

// getComputedStyle skips the rules an element's classes rule out, as browsers do (class-prefilter.ts).
if (typeof document !== 'undefined') prefilterStyleRules(document);

// and reads only the rules filed under the element's classes or name, as browsers do (style-rule-index.ts).
if (typeof window !== 'undefined') indexStyleRules(window);

// Iterating an element's children costs what it does in browsers (collection-iteration.ts).
if (typeof window !== 'undefined') iterateCollectionsDirectly(window);

// Tables and modals get jsdom's scrollbar size (0) without measuring it (scrollbar-measure.ts).
if (typeof window !== 'undefined') skipScrollbarMeasure();

// antd generates a component's style rules once, not once per test (style-cache.ts).
if (typeof window !== 'undefined') keepGeneratedStyles();

// The app loads its language before rendering (main.tsx, the signed-in layouts); tests too.
// antd's module graph (its locales included) is loaded here as well, before any test: loaded
// on first use, a part of it could still be arriving when a quick test file's environment is
// torn down, which fails the run with an unhandled EnvironmentTeardownError.
if (typeof window !== 'undefined') {
  await import('antd');
  // Error notices load antd's ES notification (and its theme graph) on first use (notify.ts).
  await import('antd/es/notification');
  const { ensureAllTexts, ensureLanguage } = await import('../src/i18n');
  await Promise.all([ensureLanguage('zh-CN'), ensureAllTexts('zh-CN')]);
}

// antd's responsive helpers and virtual lists ask for these; jsdom has neither.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) => mediaQueryList(query, false);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// ProseMirror (the Tiptap rich-text editor) measures the selection to scroll it into view and
// maps mouse positions to the document; jsdom lays nothing out, so every box is empty.
if (typeof window !== 'undefined') {
  const noRect = (): DOMRect => ({
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    top: 0,
    right: 0,
    bottom: 0,
    left: 0,
    toJSON: () => ({}),
  });
  const noRects = (): DOMRectList => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  if (typeof Range.prototype.getClientRects !== 'function') Range.prototype.getClientRects = noRects;
  if (typeof Range.prototype.getBoundingClientRect !== 'function') Range.prototype.getBoundingClientRect = noRect;
  if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
}
