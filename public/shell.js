/* The static shell in index.html, before the app runs: a classic script that runs once the shell is parsed and before
   the first frame (in the build inline at the end of the body, allowed by its hash in the CSP, scripts/inline-shell.ts;
   in development deferred and render-blocking), so the first frame already shows the right frame in the right words:
   - on /sign-in the sign-in page's frame (its templates: header menu, page with the line for ?reason=…, footer);
     elsewhere only the header and a loading line, so a signed-in page never flashes the sign-in page;
   - in the user's language: the one they picked (localStorage, as src/stores/locale-preference.ts keeps it), else the
     first of the browser's languages the dashboard has (src/config/locales.ts); each word is in the element's
     data-<language> attribute (English is the text itself; a <link>…</link> in it is the element's link).
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

  function word(el, text) {
    var link = el.querySelector('a');
    var parts = link && /^(.*)<link>(.*)<\/link>(.*)$/.exec(text);
    if (!parts) return void (el.textContent = text);
    link.textContent = parts[2];
    el.replaceChildren(parts[1], link, parts[3]);
  }

  var signIn = location.pathname.replace(/\/+$/, '') === '/sign-in';
  var templates = document.querySelectorAll('template[data-shell-into]');
  for (var t = 0; t < templates.length; t++) {
    if (signIn) document.querySelector(templates[t].getAttribute('data-shell-into')).append(templates[t].content);
    templates[t].remove();
  }
  // The line the sign-in page shows for ?reason=… (signed out, session ended), and only that one.
  var reason = new URLSearchParams(location.search).get('reason');
  var reasons = document.querySelectorAll('[data-reason]');
  for (var r = 0; r < reasons.length; r++) if (reasons[r].getAttribute('data-reason') !== reason) reasons[r].remove();
  var loading = document.querySelector('[data-shell="loading"]');
  if (loading) loading.hidden = signIn;

  var locale = chosen();
  if (locale !== 'en') {
    document.documentElement.lang = locale;
    var words = document.querySelectorAll('[data-i18n]');
    for (var i = 0; i < words.length; i++) {
      var text = words[i].getAttribute('data-' + locale);
      if (text) word(words[i], text);
    }
  }
  var select = document.getElementById('shell-language');
  if (select) select.value = locale;

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
