import type { AppConfig } from './appConfig';

/**
 * The config is read once at start-up and never changes afterwards, so it lives outside the store
 * (the store holds what screens show); modules that need it read it here.
 */
let current: AppConfig | null = null;

export function setConfig(config: AppConfig): void {
  current = config;
}

export function getConfig(): AppConfig {
  if (!current) throw new Error('config not loaded');
  return current;
}
