// What a learner page must not load first: the back office, the SoundCheck player, the PDF viewer and
// the rich-text editor each come in their own chunks (bench:web prints the same check).
export const FOREIGN_CHUNK =
  /admin|tiptap|settings-fields|pdf|ebook|soundcheck-player|worklet|stretch/i;

/** The file name of an asset URL (`/assets/home-page-DB81kpv0.js` → `home-page-DB81kpv0.js`). */
export const assetName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;
