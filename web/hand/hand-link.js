// Whether a link (parsed by web/share/share-state.js) holds a hand for hand mode: its own small
// module, so that the page's first load (web/hand/hand-mode-loader.js) can tell without carrying
// hand mode's state and spec code (web/hand/hand-spec.js re-exports it).
export function isHandLink(link) {
  // Any "actions", even malformed: hand mode's core says what is wrong with them (quick mode's has no
  // betting engine).
  return link?.mode === 'hand' || link?.spec?.mode === 'hand' || (!!link?.spec && link.spec.actions !== undefined);
}
