// What happened to the stored session (token, user, refresh) around a story, printed when that story fails.
// The story files share one page (vitest.config.ts, isolate: false), so work one story left running (an answer, a
// timer, a cleanup) could reach the next: if a signed-in story ever finds itself signed out, the log says who wrote or removed the
// session, from where, and during which story.
import { beforeEach, onTestFailed } from 'vitest';

const SESSION_KEYS = new Set(['token', 'user', 'refresh']);
const KEPT = 30;

interface Entry {
  at: number;
  story: string;
  what: string;
  caller: string;
}

interface Trace {
  story: string;
  entries: Entry[];
}

const tracked = window as { __sessionTrace?: Trace };
// Installed once per page: every story file runs this setup again in the same page.
const trace = (tracked.__sessionTrace ??= (() => {
  const state: Trace = { story: '(before the first story)', entries: [] };
  const record = (what: string) => {
    // The first frames are this wrapper and the storage module; the app's caller follows.
    const caller = (new Error().stack ?? '')
      .split('\n')
      .slice(3, 7)
      // "at fn (http://host/a/b/file.ts?v=1:12:3)" -> "fn (file.ts:12)"
      .map((line) =>
        line
          .trim()
          .replace(/^at /, '')
          .replace(/[^\s(]*\/([^/?:]+)(\?[^:]*)?:(\d+):\d+/, '$1:$3'),
      )
      .join(' < ');
    state.entries.push({ at: Math.round(performance.now()), story: state.story, what, caller });
    if (state.entries.length > KEPT) state.entries.shift();
  };
  const { setItem, removeItem } = Storage.prototype;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (this === window.localStorage && SESSION_KEYS.has(key)) record(`set ${key}`);
    return setItem.call(this, key, value);
  };
  Storage.prototype.removeItem = function (this: Storage, key: string) {
    if (this === window.localStorage && SESSION_KEYS.has(key)) record(`remove ${key}`);
    return removeItem.call(this, key);
  };
  return state;
})());

beforeEach((context) => {
  const story = `${context.task.file.name} > ${context.task.name}`;
  trace.story = story;
  trace.entries.push({ at: Math.round(performance.now()), story, what: 'story starts', caller: '' });
  onTestFailed(() => {
    const lines = trace.entries.map(
      (entry) => `  ${entry.at} ms  [${entry.story}]  ${entry.what}${entry.caller ? `  (${entry.caller})` : ''}`,
    );
    console.error(`The stored session around the failed story (latest ${KEPT} events):\n${lines.join('\n')}`);
  });
});
