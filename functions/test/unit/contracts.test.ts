import { CALLABLE_CONTRACTS } from '@curso/common';
import * as exported from '../../src';

const isCallable = (fn: unknown) =>
  Boolean((fn as { __endpoint?: { callableTrigger?: unknown } }).__endpoint?.callableTrigger);

describe('the callable contract', () => {
  it('names exactly the callables the functions export: none missing, none extra', () => {
    const deployed = Object.entries(exported)
      .filter(([, fn]) => isCallable(fn))
      .map(([name]) => name)
      .sort();
    expect(deployed).toEqual(Object.keys(CALLABLE_CONTRACTS).sort());
  });
});
