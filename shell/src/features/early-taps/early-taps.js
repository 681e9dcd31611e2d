// Taps before the page is interactive (docs/server-rendering.md#before-hydration-and-without-javascript).
// Inlined in the head of every page, before any other script, so it runs before the first paint.
// Until <html data-interactive> (set once React has hydrated), a click on a button of the page that
// the browser cannot act on by itself is held: the button shows it is pending (aria-busy,
// data-held-tap) and the click is replayed on it once the page is interactive, so a tap is never
// lost. One held tap per button: a second tap on a pending button is the same wish. Links, and the
// submit buttons of GET forms with their own action (sort, filters, search), are left to the
// browser: they work as they are. A form without an action is the page's (a contact form): held, so
// its fields never land in the URL. A POST form's buttons are held too: 'Add to Cart', 'Buy Now' and
// the heart submit the page's hidden shopper-action form (decision D14), and their handlers, reached
// by the replayed click, keep it from being sent. A held tap shows a spinner on its button (base.css)
// and is said once in words by the page's status region (#sf-tap-status, which the server renders
// after #root with the words in the page's language), so a screen reader hears that it was taken.
// A button React has put a new element in place of by then (a part rendered again in the browser)
// gets the tap on its successor: the button of the same form, name and value.
// On a page of islands (docs/islands.md) the page is interactive before an island that is late, or
// waits to come near the screen, has woken: a tap on a button inside an island not yet settled
// (<sf-island> without data-settled, which the islands' boot sets once it has hydrated the island
// or given it up) is held until it is, before and after the page is interactive, so it reaches the
// island's handler, or the browser's form if the island could not start.
// The browser's offer to install the store (beforeinstallprompt) may come before the header wakes:
// it is kept for the header's Install app button (features/install-app), which then shows.
window.addEventListener('beforeinstallprompt', function (event) {
  event.preventDefault();
  window.sfInstallOffer = event;
  window.dispatchEvent(new Event('sf-install-offered'));
});
// A page the service worker served from its copy while offline carries a bar that says so
// (data-offline-bar, docs/pwa.md). Back online, once the server answers, the bar goes and the page is
// asked for again, fresh: unless the shopper has typed into it, since what was typed is never lost
// (the page then stays).
(function () {
  var typed = false;
  document.addEventListener(
    'input',
    function () {
      typed = true;
    },
    true,
  );
  window.addEventListener('online', function () {
    // A moment's wait, then the network and the server asked again: a connection that comes back
    // flickers, and a page already on its way to another one is gone by then rather than reloaded over it.
    setTimeout(function () {
      var bar = document.querySelector('[data-offline-bar]');
      if (!bar || !navigator.onLine) return;
      fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
        function (response) {
          if (!response.ok) return;
          bar.remove();
          if (!typed) window.location.reload();
        },
        function () {},
      );
    }, 1000);
  });
})();
(function () {
  var html = document.documentElement;
  if (html.hasAttribute('data-interactive')) return;
  var held = [];
  function asleep(button) {
    var island = button.closest('sf-island[data-island]');
    return !!island && !island.hasAttribute('data-settled');
  }
  function ready(button) {
    return html.hasAttribute('data-interactive') && !asleep(button);
  }
  function browserCanAct(button) {
    var form = button.form;
    return (
      !!form && button.type === 'submit' && form.hasAttribute('action') && (form.getAttribute('method') || 'get').toLowerCase() === 'get'
    );
  }
  function hold(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button') : null;
    var root = document.getElementById('root');
    if (!button || button.disabled || !root || !root.contains(button) || browserCanAct(button) || ready(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(button) !== -1) return;
    held.push(button);
    button.setAttribute('data-held-tap', '');
    button.setAttribute('aria-busy', 'true');
    var status = document.getElementById('sf-tap-status');
    if (status) status.textContent = status.getAttribute('data-taken') || '';
  }
  function successorOf(button) {
    if (button.isConnected || !button.name) return button;
    var root = document.getElementById('root');
    var same = root ? root.querySelectorAll('button') : [];
    for (var i = 0; i < same.length; i++) {
      var candidate = same[i];
      if (
        candidate.name === button.name &&
        candidate.value === button.value &&
        candidate.getAttribute('form') === button.getAttribute('form')
      )
        return candidate;
    }
    return button;
  }
  // The held taps whose buttons can now act, replayed; the others stay held.
  function replay() {
    var taps = held;
    held = [];
    for (var i = 0; i < taps.length; i++) {
      var button = successorOf(taps[i]);
      if (!ready(button)) {
        held.push(taps[i]);
        continue;
      }
      taps[i].removeAttribute('data-held-tap');
      taps[i].removeAttribute('aria-busy');
      if (button.isConnected && !button.disabled) button.click();
    }
    var status = document.getElementById('sf-tap-status');
    if (status && held.length === 0) status.textContent = '';
  }
  function done() {
    return (
      html.hasAttribute('data-interactive') && held.length === 0 && !document.querySelector('sf-island[data-island]:not([data-settled])')
    );
  }
  document.addEventListener('click', hold, true);
  new MutationObserver(function (_records, observer) {
    if (!html.hasAttribute('data-interactive')) return;
    replay();
    if (!done()) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
  }).observe(html, { attributes: true, subtree: true, attributeFilter: ['data-interactive', 'data-settled'] });
})();
