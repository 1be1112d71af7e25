// The embed tells the page around it how tall its content is, every time that changes, so the
// host's iframe can fit it without a scroll bar:
//   {type: 'tapis:height', height, frame}   read by Tapis's embed.js (public/embed.js)
//   {message: 'height', value, secret}      read by WordPress's wp-embed.js (it needs the secret
//                                           WordPress appended to the address as #?secret=…)
// Only a height is sent, to whichever page holds the frame ('*'): it reveals nothing.

/**
 * @param {HTMLElement} content the element whose height is the embed's height
 * @param {{frame?: string, secret?: string}} ids
 * @returns {{report: () => void, stop: () => void}}
 */
export function startHeightReports(content, { frame, secret } = {}) {
  if (window.parent === window) return { report() {}, stop() {} };
  let last = -1;
  const post = (force = false) => {
    const rect = content.getBoundingClientRect();
    const style = getComputedStyle(content);
    const height = Math.ceil(rect.height + parseFloat(style.marginTop || '0') + parseFloat(style.marginBottom || '0'));
    if (!force && height === last) return;
    last = height;
    try {
      window.parent.postMessage({ type: 'tapis:height', height, frame: frame ?? null }, '*');
      window.parent.postMessage({ message: 'height', value: height, secret: secret ?? '' }, '*');
    } catch {
      // the host went away
    }
  };
  const observer = new ResizeObserver(() => post());
  observer.observe(content);
  // The host's script may start after the first report: it asks, the embed answers.
  // WordPress says {message: 'ready', secret} when its embed script starts.
  const onMessage = (e) => {
    if (e.source !== window.parent) return;
    const d = e.data;
    if (d && typeof d === 'object' && (d.type === 'tapis:ping' || d.message === 'ready')) post(true);
  };
  window.addEventListener('message', onMessage);
  post(true);
  // A frame out of view may not get ResizeObserver callbacks (browsers throttle offscreen
  // cross-origin frames): the embed also reports after each change it makes.
  let timer = 0;
  return {
    report() {
      clearTimeout(timer);
      timer = setTimeout(() => post(), 0);
    },
    stop() {
      observer.disconnect();
      window.removeEventListener('message', onMessage);
    },
  };
}
