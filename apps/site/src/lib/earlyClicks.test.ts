import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicksUntilHydrated } from './earlyClicks';

afterEach(() => document.body.replaceChildren());

function page(html: string) {
  const area = document.createElement('div');
  area.innerHTML = html;
  document.body.append(area);
  const clicks: string[] = [];
  // What React would do with the click, once it handles it (its listener is on the same container).
  area.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).id));
  return { area, clicks };
}

describe('holdClicksUntilHydrated', () => {
  it('holds a click on a control and makes it again, on the same element, when released', () => {
    const { area, clicks } = page('<div role="tablist"><button id="corporate" role="tab">Corporate</button></div>');
    const hurried = vi.fn();
    const held = holdClicksUntilHydrated(area, hurried);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    area.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    expect(hurried).toHaveBeenCalledTimes(1);
    held.release();
    expect(clicks).toEqual(['corporate']);
    // Released once: a second release makes nothing again, and later clicks go straight through.
    held.release();
    area.querySelector('button')!.click();
    expect(clicks).toEqual(['corporate', 'corporate']);
  });

  it('makes only the last of several held clicks again', () => {
    const { area, clicks } = page('<button id="one">One</button><button id="two"><span>Two</span></button>');
    const held = holdClicksUntilHydrated(area);
    area.querySelector<HTMLElement>('#one')!.click();
    area.querySelector('span')!.click();
    held.release();
    expect(clicks).toEqual(['two']);
  });

  it('leaves links and plain text alone: they work without React', () => {
    const { area, clicks } = page(
      '<a id="link" href="#about"><button id="inner">About</button></a><p id="text">Hi</p>',
    );
    const held = holdClicksUntilHydrated(area);
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    area.querySelector('#inner')!.dispatchEvent(onLink);
    area.querySelector<HTMLElement>('#text')!.click();
    expect(onLink.defaultPrevented).toBe(false);
    expect(clicks).toEqual(['inner', 'text']);
    held.release();
    expect(clicks).toEqual(['inner', 'text']);
  });

  it('does not click a control that is gone or disabled by the time React has hydrated', () => {
    const { area, clicks } = page('<button id="gone">Gone</button><button id="off">Off</button>');
    const first = holdClicksUntilHydrated(area);
    area.querySelector<HTMLElement>('#gone')!.click();
    area.querySelector('#gone')!.remove();
    first.release();
    const second = holdClicksUntilHydrated(area);
    area.querySelector<HTMLButtonElement>('#off')!.click();
    area.querySelector<HTMLButtonElement>('#off')!.disabled = true;
    second.release();
    expect(clicks).toEqual([]);
  });
});
