import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks what react-router's module reads at load (the app's router is rendered in the
// time-travel test); the browsers the portal supports all have it.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has <dialog> but not its modal methods (ui/Dialog.tsx); every browser the portal supports
// does. A stand-in with the attribute the accessibility tree reads: the top layer and the inert page
// beneath are the e2e suite's to check, in real browsers.
if (typeof window !== 'undefined' && typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
