// The night theme before the first paint: see src/lib/color-scheme.ts.
/* global window, document */
(function () {
  var k = 'counter.color-scheme',
    m = window.matchMedia('(prefers-color-scheme: dark)');
  function a() {
    var c = null;
    try {
      c = window.localStorage.getItem(k);
    } catch (_) {
      // Storage blocked: follow the device.
    }
    var d = c === 'dark' || (c !== 'light' && m.matches),
      t = document.querySelector('meta[name="theme-color"]');
    document.documentElement.classList.toggle('dark', d);
    if (t) t.setAttribute('content', d ? '#111111' : '#0f766e');
  }
  a();
  m.addEventListener('change', a);
  window.addEventListener('storage', function (e) {
    if (e.key === k || e.key === null) a();
  });
})();
