/*
 * The packages floor of `npm run bench` (docs/performance.md; its page is made by the bench,
 * scripts/bench/packagesFloor.ts): the portal's vendor-* chunks the page names are inserted as
 * scripts, through the Trusted Types policy the CSP allows. Without webpack's runtime a chunk only
 * registers its modules: their code is downloaded and compiled, none of it run. pix-dinamica.js,
 * which runs after this script, draws the consent once `pisoPacotes` has settled.
 */
(function () {
  'use strict';
  var urls = Array.prototype.map.call(document.querySelectorAll('link[data-pacote]'), function (link) {
    return link.href;
  });
  var policy = window.trustedTypes ? window.trustedTypes.createPolicy('portal-chunks', { createScriptURL: String }) : null;
  window.pisoPacotes = Promise.all(
    urls.map(function (url) {
      return new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.async = true;
        script.onload = resolve;
        script.onerror = reject;
        script.src = policy ? policy.createScriptURL(url) : url;
        document.head.appendChild(script);
      });
    }),
  );
})();
