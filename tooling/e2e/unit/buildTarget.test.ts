import { ENDPOINT_VARIABLES, SANDBOX_CONTROL_URL, SANDBOX_HOSTS } from '@keel/config/build-target';
import { ENDPOINT_ENV_VARS, SANDBOX_ENDPOINTS } from '@keel/product';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CONTROL } from '../support/wallet';

/**
 * The build resolves the variables the app reads at start: both sides must name the same
 * variables and the same sandbox hosts.
 */
describe('the build target and the app’s endpoints', () => {
  it('name the same variables', () => {
    expect(ENDPOINT_VARIABLES).toEqual(ENDPOINT_ENV_VARS);
  });

  it('give the same sandbox hosts', () => {
    const { environment, ...hosts } = SANDBOX_ENDPOINTS;
    expect(environment).toBe('localnet');
    expect(SANDBOX_HOSTS).toEqual(hosts);
    expect(SANDBOX_CONTROL_URL).toBe(SANDBOX_CONTROL);
  });
});
