import { wakeOnInteraction } from './wake-on-interaction';

function page(): { first: HTMLElement; second: HTMLElement; outside: HTMLElement } {
  document.body.innerHTML = `
    <sf-island data-island="shell/language-switcher" data-wake="interaction"><button id="language">Language</button></sf-island>
    <sf-island data-island="catalog/OtherIsland" data-wake="interaction"><span><a id="deep" href="#">deep</a></span></sf-island>
    <button id="outside">Outside</button>`;
  const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('sf-island'));
  return { first: first!, second: second!, outside: document.getElementById('outside')! };
}

const reach = (element: Element, type: string) => element.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));

describe('wakeOnInteraction', () => {
  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'input', 'change'])(
    'wakes the island a %s reaches inside, once',
    (type) => {
      const { first, second } = page();
      const wake = jest.fn();
      const stop = wakeOnInteraction([first, second], wake);
      reach(document.getElementById('language')!, type);
      reach(document.getElementById('language')!, type);
      expect(wake.mock.calls).toEqual([[first]]);
      stop();
    },
  );

  it('wakes each island for itself, leaves the rest of the page alone, and stops listening when all are awake', () => {
    const { first, second, outside } = page();
    const wake = jest.fn();
    const removed = jest.spyOn(window, 'removeEventListener');
    wakeOnInteraction([first, second], wake);
    reach(outside, 'pointerdown');
    expect(wake).not.toHaveBeenCalled();
    reach(document.getElementById('deep')!, 'focusin');
    reach(document.getElementById('language')!, 'click');
    expect(wake.mock.calls).toEqual([[second], [first]]);
    expect(removed.mock.calls.map(([type]) => type)).toEqual([
      'pointerover',
      'pointerdown',
      'touchstart',
      'focusin',
      'click',
      'input',
      'change',
    ]);
    removed.mockRestore();
  });

  it('wakes at once an island reached for before it listened: a tap held on its button, or the focus in it', () => {
    const { first, second } = page();
    document.getElementById('language')!.setAttribute('data-held-tap', '');
    const wake = jest.fn();
    const stop = wakeOnInteraction([first, second], wake);
    expect(wake.mock.calls).toEqual([[first]]);
    stop();

    const later = page();
    document.getElementById('deep')!.focus();
    const wakeFocused = jest.fn();
    const stopFocused = wakeOnInteraction([later.first, later.second], wakeFocused);
    expect(wakeFocused.mock.calls).toEqual([[later.second]]);
    reach(document.getElementById('language')!, 'pointerover');
    expect(wakeFocused.mock.calls).toEqual([[later.second], [later.first]]);
    stopFocused();
  });

  it('sees a click before a listener on the document stops it (early-taps.js holds it there)', () => {
    const { first } = page();
    const wake = jest.fn();
    const holder = (event: Event) => event.stopImmediatePropagation();
    document.addEventListener('click', holder, true);
    const stop = wakeOnInteraction([first], wake);
    reach(document.getElementById('language')!, 'click');
    expect(wake).toHaveBeenCalledWith(first);
    document.removeEventListener('click', holder, true);
    stop();
  });
});
