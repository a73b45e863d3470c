/**
 * What a journey step may do with a page, whichever driver moves it: Playwright in Chromium
 * (e2e/support/playwrightPage.ts adapts its Page), selenium in WebKit and puppeteer in Firefox
 * (e2e/engines/page.ts, whose EnginePage has these methods). The steps of e2e/harness/steps.ts are
 * written against this alone, so the three engines walk the same steps.
 */

/** What a step points at: by role and accessible name, by label, placeholder, text or CSS. */
export type Target =
  | { role: Role; name?: string | RegExp; exact?: boolean; level?: number; within?: Target }
  | { label: string | RegExp; within?: Target }
  | { placeholder: string; within?: Target }
  | { text: string | RegExp; exact?: boolean; within?: Target }
  | { css: string; within?: Target };

export type Role = 'button' | 'heading' | 'checkbox' | 'dialog' | 'link' | 'img' | 'group' | 'alert' | 'textbox' | 'combobox';

/** The named keys a step may press: moving focus, choosing in a radio group, confirming, erasing. */
export type Key = 'Enter' | 'Tab' | 'Backspace' | 'ArrowDown' | 'ArrowUp' | 'Space';

/**
 * A name or text given as a string matches the whole of it unless `exact: false`; a label and a
 * placeholder always whole.
 */
export interface JourneyPage {
  goto(url: string): Promise<void>;
  /** Waits until the page's URL matches. */
  waitForUrl(pattern: RegExp, timeoutMs?: number): Promise<unknown>;
  waitForVisible(target: Target, timeoutMs?: number): Promise<void>;
  /** Waits for the target to be visible and enabled, then clicks it as a customer would. */
  click(target: Target): Promise<void>;
  /** Clicks the field, then types the text with real key presses. */
  type(target: Target, text: string): Promise<void>;
  /** Real key presses into whatever has focus. */
  keys(text: string): Promise<void>;
  /** Presses one named key, as the keyboard does, into whatever has focus. */
  press(key: Key): Promise<void>;
  /** Evaluates an expression (JavaScript source) in the page; returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** The value of a form field. */
  value(target: Target): Promise<string>;
  /** Polls `probe` until it returns something truthy; fails with `what` after `timeoutMs`. */
  waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs?: number): Promise<T>;
}
