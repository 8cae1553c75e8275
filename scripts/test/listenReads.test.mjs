// Counting billed reads from Listen streams in the wire format the emulator sends to the web SDK.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { billedReads, frames } from '../bench/listenReads.mjs';

const frame = (entries) => {
  const json = JSON.stringify(entries);
  return `${json.length}\n${json}`;
};
const doc = (id, targetIds, name = 'Lucía', updateTime = 't1') => ({
  documentChange: {
    document: {
      name: `projects/p/databases/(default)/documents/c/${id}`,
      fields: { n: { stringValue: `${name} [x] {y}` } },
      updateTime,
    },
    targetIds,
  },
});
const target = (type, targetIds) => ({ targetChange: { targetChangeType: type, targetIds } });

test('each delivered document is one read; removals and no-ops are free', () => {
  const stream = [
    frame([[0, ['c', 'session', '', 8, 12, 30000]]]),
    frame([
      [1, [target('ADD', [2])]],
      [2, [doc('a', [2])]],
      [3, [doc('b', [2])]],
      [4, [target('CURRENT', [2])]],
    ]),
    frame([[5, ['noop']]]),
    '7\n[1,5,7]',
    frame([[6, [doc('a', [2], 'Núñez', 't2')]]]),
    frame([[7, [{ documentRemove: { document: 'x', removedTargetIds: [2] } }]]]),
    frame([[8, [{ documentDelete: { document: 'y', removedTargetIds: [2] } }]]]),
  ].join('');
  assert.equal(billedReads([stream]), 3);
});

test('a query that answers with no documents costs one read', () => {
  const stream = frame([
    [1, [target('ADD', [4])]],
    [2, [target('CURRENT', [4])]],
    [3, [doc('late', [4])]],
  ]);
  assert.equal(billedReads([stream]), 2);
});

test('a frame cut at the end of the capture is left out, the complete ones counted', () => {
  const whole = frame([
    [1, [target('ADD', [2])]],
    [2, [doc('a', [2])]],
  ]);
  const cut = frame([[3, [doc('b', [2])]]]).slice(0, 40);
  assert.equal([...frames(whole + cut)].length, 1);
  assert.equal(billedReads([whole + cut]), 1);
});

test("the emulator's RESET and resend of unchanged documents costs nothing, a changed one costs one", () => {
  const at = (id, time) => ({
    documentChange: { document: { name: `c/${id}`, updateTime: time }, targetIds: [4] },
  });
  const stream = frame([
    [1, [target('ADD', [4])]],
    [2, [at('a', 't1'), at('b', 't1')]],
    [3, [target('CURRENT', [4])]],
    [4, [target('RESET', [4])]],
    [5, [at('a', 't1'), at('b', 't2')]],
    [6, [target('CURRENT', [4])]],
    [7, [{ documentRemove: { document: 'c/a', removedTargetIds: [4] } }]],
    [8, [at('a', 't1')]],
  ]);
  assert.equal(billedReads([stream]), 4);
});
