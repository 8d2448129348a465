import { describe, expect, it } from 'vitest';
import { unsupportedRuntime } from './supported-runtime.js';

describe('the supported runtime', () => {
  it('refuses a Node older than 24, naming the one that ran and the one to use', () => {
    const message = unsupportedRuntime('v20.20.2', '/usr/bin/node');
    expect(message).toContain('Node v20.20.2 (/usr/bin/node)');
    expect(message).toContain('node_modules/.bin/node');
    expect(unsupportedRuntime('v22.22.0', '/usr/bin/node')).toBeDefined();
  });

  it('accepts Node 24 and later, and the one these tests run on', () => {
    expect(unsupportedRuntime('v24.0.0', '/x/node')).toBeUndefined();
    expect(unsupportedRuntime('v26.1.0', '/x/node')).toBeUndefined();
    expect(unsupportedRuntime(process.version, process.execPath)).toBeUndefined();
  });
});
