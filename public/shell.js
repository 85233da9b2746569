/* The static shell in index.html, before the app runs: a classic script (the CSP allows no inline script) that runs
   while the page is parsed, so the first frame already shows the right words and the right frame:
   - in the user's language: the one they picked (localStorage, as src/stores/locale-preference.ts keeps it), else the
     first of the browser's languages the dashboard has (src/config/locales.ts); each word is in the element's
     data-<language> attribute (English is the text itself);
   - the sign-in page's frame on /sign-in; elsewhere only the header and a loading line.
   In the build its tag names the app's entry (data-entry, vite.config.ts): the app is imported after the first frame,
   so the shell paints without waiting for the entry chunk to download and run. */
(function () {
  var LOCALES = ['en', 'de'];
  var script = document.currentScript;

  function stored() {
    try {
      return localStorage.getItem('vds-locale');
    } catch {
      return null;
    }
  }

  function chosen() {
    var pick = stored();
    if (LOCALES.indexOf(pick) >= 0) return pick;
    var preferred = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (var i = 0; i < preferred.length; i++) {
      var language = String(preferred[i] || '')
        .toLowerCase()
        .split(/[-_]/)[0];
      if (LOCALES.indexOf(language) >= 0) return language;
    }
    return LOCALES[0];
  }

  var locale = chosen();
  if (locale !== 'en') {
    document.documentElement.lang = locale;
    var words = document.querySelectorAll('[data-i18n]');
    for (var i = 0; i < words.length; i++) {
      var word = words[i].getAttribute('data-' + locale);
      if (word) words[i].textContent = word;
    }
  }

  var signIn = location.pathname.replace(/\/+$/, '') === '/sign-in';
  var frames = document.querySelectorAll('[data-shell]');
  for (var j = 0; j < frames.length; j++)
    frames[j].hidden = (frames[j].getAttribute('data-shell') === 'sign-in') !== signIn;

  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
  }
  // A hidden page draws no frame (and runs no animation frame callback): it starts at once, or when it is hidden.
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start);
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
