/*! Tapis embed helper: fits Tapis iframes to their content.
 * Add once to the article, after or before the iframes:
 *   <script src="https://YOUR-TAPIS-SITE/embed.js" async></script>
 * The embed posts {type: 'tapis:height', height}; only iframes loaded from this script's own
 * site are resized, and only to a sane height. No cookies, no storage, nothing else. */
(function () {
  'use strict';
  if (window.__tapisEmbed) return;
  window.__tapisEmbed = true;
  var script = document.currentScript;
  var base = script && script.src ? new URL('./', script.src).href : null;

  function ours(frame) {
    return !base || (frame.src || '').indexOf(base) === 0;
  }

  window.addEventListener('message', function (e) {
    var d = e.data;
    if (!d || typeof d !== 'object' || d.type !== 'tapis:height') return;
    var height = Math.ceil(Number(d.height));
    if (!isFinite(height) || height < 20 || height > 20000) return;
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      var f = frames[i];
      if (f.contentWindow !== e.source || !ours(f)) continue;
      f.setAttribute('height', String(height));
      f.style.height = height + 'px';
    }
  });

  // Frames that reported before this script ran: ask them again.
  function ping() {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (ours(frames[i]) && frames[i].contentWindow) frames[i].contentWindow.postMessage({ type: 'tapis:ping' }, '*');
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ping);
  else ping();
  window.addEventListener('load', ping);
})();
