import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initTestI18n } from './i18n';
import { server } from './msw';

// findBy* waits up to 5 s, not 1: a part loaded lazily (its own chunk) takes longer on a busy
// machine, and a test that waits longer for what does appear asserts the same thing.
configure({ asyncUtilTimeout: 5_000 });

// Every request a test makes must be one it declared: an unexpected call fails the test.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initTestI18n();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  document.documentElement.style.overflow = '';
});
afterAll(() => server.close());

// jsdom has no layout: give the few APIs the UI calls harmless behaviour.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
